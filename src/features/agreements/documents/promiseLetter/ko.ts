import type { LegalDoc } from '../../legalDocument';

/** 방송인 서약서 (ko), translated from the zh-Hant source. */
const promiseLetter: LegalDoc = {
  id: 'promiseLetter',
  version: '1.0',
  effectiveDate: '2026-11-01',
  title: '방송인 서약서',
  intro: [
    '본인 ',
    { field: 'realName' },
    '(신분증 번호: ',
    { field: 'idNumber' },
    ', 닉네임: ',
    { field: 'nickname' },
    ', 계정 ID: ',
    { field: 'accountId' },
    ')은(는) 플랫폼의 방송인으로서 다음과 같이 엄숙히 서약합니다.',
  ],
  sections: [
    {
      id: 'particulars',
      title: '서약인 정보',
      blocks: [
        {
          kind: 'table',
          head: ['항목', '내용'],
          rows: [
            [['실명'], [{ field: 'realName' }]],
            [['신분증 번호'], [{ field: 'idNumber' }]],
            [['닉네임'], [{ field: 'nickname' }]],
            [['계정 ID'], [{ field: 'accountId' }]],
          ],
        },
      ],
    },
    {
      id: 'truthful',
      title: '정보의 진실성',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                '본인이 제공하는 실명 정보와 등록 정보는 사실이고 정확하며 완전한 본인의 정보이며, 변경되면 즉시 갱신합니다.',
              ],
            },
            { text: ['본인이 직접 방송하며 계정을 대여, 양도 또는 판매하지 않습니다.'] },
          ],
        },
      ],
    },
    {
      id: 'conduct',
      title: '행동 규범',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                { link: { doc: 'community', text: '「커뮤니티 가이드라인」' } },
                ' 및 ',
                { link: { doc: 'broadcaster', section: 'conduct', text: '「방송인 약관」 행동 규범' } },
                '을 준수하며, 음란, 폭력, 도박, 사기 등 불법적이거나 유해한 콘텐츠를 게시하지 않습니다.',
              ],
            },
            { text: ['예의 바르게 방송하고 사용자를 존중하며, 욕설이나 괴롭힘을 하지 않고 소비를 유도하지 않습니다.'] },
            {
              text: [
                { strong: '사적 거래를 하지 않습니다' },
                ': 사용자가 플랫폼 밖에서 결제나 송금을 하거나 연락처를 교환해 거래하도록 유도하지 않습니다.',
              ],
            },
            { text: ['부정한 수치 조작을 하지 않으며, 핵이나 가짜 계정으로 포인트나 순위를 얻지 않습니다.'] },
          ],
        },
      ],
    },
    {
      id: 'minors',
      title: '미성년자 보호',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            { text: ['본인은 만 18세 이상입니다.'] },
            {
              text: [
                { strong: '미성년자와 어떠한 거래도 하지 않으며' },
                ', 미성년자에게 충전이나 후원을 유도하지 않고, 사용자가 미성년자로 보이면 즉시 플랫폼에 신고합니다.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'consequences',
      title: '서약 위반 시',
      blocks: [
        {
          kind: 'note',
          text: [
            '본인이 본 서약을 위반하면 플랫폼은 사안에 따라 ',
            { strong: '관련 보상을 회수하고 포인트를 차감하며 계정을 정지할 수 있습니다' },
            '. 손해가 발생하면 본인은 법에 따라 책임을 집니다.',
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
            '본인은 본 서약서의 모든 내용을 읽고 이해했으며, ',
            { field: 'signedDate' },
            '에 앱에서 동의에 체크하고 서명했습니다. 이는 서면 서명과 같은 효력을 가집니다.',
          ],
        },
      ],
    },
  ],
};

export default promiseLetter;
