import type { LegalDoc } from '../../legalDocument';

/** 을의 확약서 (ko), translated from the zh-Hant source. */
const commitmentLetter: LegalDoc = {
  id: 'commitmentLetter',
  version: '1.0',
  effectiveDate: '2026-11-01',
  title: '을의 확약서',
  intro: [
    { field: 'guildName' },
    '(갑) 및 플랫폼 귀중: 본인 ',
    { field: 'realName' },
    '(을, 신분증 번호: ',
    { field: 'idNumber' },
    ', 닉네임: ',
    { field: 'nickname' },
    ', 계정 ID: ',
    { field: 'accountId' },
    ')은(는) 갑에게 방송인으로 위촉되는 것과 관련하여 다음과 같이 확약합니다.',
  ],
  sections: [
    {
      id: 'particulars',
      title: '을의 정보',
      blocks: [
        {
          kind: 'table',
          head: ['항목', '내용'],
          rows: [
            [['실명'], [{ field: 'realName' }]],
            [['신분증 번호'], [{ field: 'idNumber' }]],
            [['닉네임'], [{ field: 'nickname' }]],
            [['계정 ID'], [{ field: 'accountId' }]],
            [['갑(길드)'], [{ field: 'guildName' }]],
          ],
        },
      ],
    },
    {
      id: 'term',
      title: '계약 기간',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                '갑이 을을 위촉하는 기간은 ',
                { em: '1년' },
                '이며, 시작일과 종료일은 ',
                { link: { doc: 'anchorGuild', section: 'term', text: '「방송인·길드 계약」' } },
                '에 적힌 바에 따릅니다.',
              ],
            },
            {
              text: [
                '계약 기간 중 을은 플랫폼의 다른 길드에 가입하지 않으며, 중도에 떠나는 경우 해당 계약에 따릅니다.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'income',
      title: '수입 정산',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                '을의 수입은 ',
                { strong: '갑이 정산하며 갑이 최종 승인권을 가집니다' },
                '. 을은 갑이 승인한 금액에 따릅니다.',
              ],
            },
            {
              text: [
                '을은 승인 결과에 이의가 있으면 앱에서 플랫폼에 이의를 제기할 수 있으며, 이의 제기는 이미 승인된 다른 금액의 지급에 영향을 주지 않습니다.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'content',
      title: '콘텐츠 권리',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                '을이 플랫폼에서 만든 방송 및 채팅 콘텐츠의 저작권 및 관련 권리는 ',
                { strong: '플랫폼에 독점적으로 부여되며' },
                ', 그 범위와 기간은 ',
                { link: { doc: 'broadcaster', section: 'content', text: '「방송인 약관」 콘텐츠 권리 조항' } },
                '에 따릅니다.',
              ],
            },
            { text: ['을은 위 콘텐츠를 제3자에게 별도로 허락하지 않으며, 다른 플랫폼에 직접 게시하지 않습니다.'] },
          ],
        },
      ],
    },
    {
      id: 'revocation',
      title: '보상 회수와 계정 정지',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                '을이 부정행위, 사적 거래 또는 플랫폼 규칙의 중대한 위반을 하면 플랫폼은 ',
                { strong: '관련 보상을 회수하고 계정을 정지할 수 있으며' },
                ', 갑은 이를 이유로 위촉을 중도에 종료할 수 있습니다.',
              ],
            },
            { text: ['정지 기간 중 정산되지 않은 수입은 플랫폼이 규칙에 따라 확인한 후 처리합니다.'] },
          ],
        },
      ],
    },
    {
      id: 'signature',
      title: '서명',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            '을은 위 정보가 사실이며 본 확약서의 내용을 충분히 이해했음을 확인하고, ',
            { field: 'signedDate' },
            '에 앱에서 동의에 체크하고 서명했습니다. 이는 서면 서명과 같은 효력을 가집니다.',
          ],
        },
      ],
    },
  ],
};

export default commitmentLetter;
