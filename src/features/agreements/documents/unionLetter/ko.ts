import type { LegalDoc } from '../../legalDocument';

/** 길드 가입 확인서 (ko), translated from the zh-Hant source. */
const unionLetter: LegalDoc = {
  id: 'unionLetter',
  version: '1.0',
  effectiveDate: '2026-11-01',
  title: '길드 가입 확인서',
  intro: [
    '본인 ',
    { field: 'realName' },
    '(신분증 번호: ',
    { field: 'idNumber' },
    ', 닉네임: ',
    { field: 'nickname' },
    ', 계정 ID: ',
    { field: 'accountId' },
    ')은(는) 자발적으로 ',
    { field: 'guildName' },
    '(이하 "길드")에 가입함을 확인하며, 다음 사항을 확인합니다.',
  ],
  sections: [
    {
      id: 'particulars',
      title: '서명인 정보',
      blocks: [
        {
          kind: 'table',
          head: ['항목', '내용'],
          rows: [
            [['실명'], [{ field: 'realName' }]],
            [['신분증 번호'], [{ field: 'idNumber' }]],
            [['닉네임'], [{ field: 'nickname' }]],
            [['계정 ID'], [{ field: 'accountId' }]],
            [['가입 길드'], [{ field: 'guildName' }]],
          ],
        },
      ],
    },
    {
      id: 'joining',
      title: '길드 가입',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                '본인은 만 18세 이상이며 실명 인증을 마쳤고, 길드 가입은 본인의 진정한 의사에 따른 것으로 어떠한 강요나 유인도 받지 않았습니다.',
              ],
            },
            {
              text: [
                '본인은 ',
                { link: { doc: 'anchorGuild', text: '「방송인·길드 계약」' } },
                '을 읽고 동의했습니다. 계약 기간은 ',
                { em: '1년' },
                '이며, 시작일과 종료일은 해당 계약에 따릅니다.',
              ],
            },
            { text: ['계약 기간 중 본인은 플랫폼의 다른 길드에 가입하지 않습니다.'] },
          ],
        },
      ],
    },
    {
      id: 'income',
      title: '수입 정산과 승인',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                '계약 기간 중 본인의 수입은 길드가 정산하며, ',
                { strong: '길드가 본인의 출금에 대한 최종 승인권을 가집니다' },
                '.',
              ],
            },
            {
              text: [
                '길드는 본인에게 보증금, 교육비 또는 계약에 정하지 않은 어떠한 비용도 청구할 수 없으며, 이러한 요구를 받으면 본인은 플랫폼에 신고할 수 있습니다.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'rights',
      title: '콘텐츠 권리와 플랫폼 규칙',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                '본인이 플랫폼에서 만든 방송 및 채팅 콘텐츠의 권리는 ',
                { strong: '플랫폼에 독점적으로 부여됩니다' },
                '. 길드는 본인의 가입으로 이를 취득하지 않습니다.',
              ],
            },
            {
              text: [
                '본인은 ',
                { link: { doc: 'broadcaster', text: '「방송인 약관」' } },
                ' 및 ',
                { link: { doc: 'community', text: '「커뮤니티 가이드라인」' } },
                '을 준수합니다. 부정행위나 사적 거래가 있으면 플랫폼은 ',
                { strong: '관련 보상을 회수하고 계정을 정지할 수 있습니다' },
                '.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'confirmation',
      title: '확인 및 서명',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            '본인은 위 정보가 사실임을 확인하며, ',
            { field: 'signedDate' },
            '에 앱에서 동의에 체크하고 본 확인서에 서명했습니다. 이는 서면 서명과 같은 효력을 가집니다.',
          ],
        },
      ],
    },
  ],
};

export default unionLetter;
