import type { LegalDoc } from '../../legalDocument';

/** 乙方承諾函 — the source text (zh-Hant); the other languages translate it faithfully. */
const commitmentLetter: LegalDoc = {
  id: 'commitmentLetter',
  version: '1.0',
  effectiveDate: '2026-11-01',
  title: '乙方承諾函',
  intro: [
    '致',
    { field: 'guildName' },
    '（甲方）及本平台：本人',
    { field: 'realName' },
    '（乙方；身分證號碼：',
    { field: 'idNumber' },
    '；暱稱：',
    { field: 'nickname' },
    '；帳號ID：',
    { field: 'accountId' },
    '）就受甲方聘任擔任主播一事，承諾如下。',
  ],
  sections: [
    {
      id: 'particulars',
      title: '乙方資料',
      blocks: [
        {
          kind: 'table',
          head: ['項目', '內容'],
          rows: [
            [['真實姓名'], [{ field: 'realName' }]],
            [['身分證號碼'], [{ field: 'idNumber' }]],
            [['暱稱'], [{ field: 'nickname' }]],
            [['帳號ID'], [{ field: 'accountId' }]],
            [['甲方（公會）'], [{ field: 'guildName' }]],
          ],
        },
      ],
    },
    {
      id: 'term',
      title: '聘期',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                '乙方受甲方聘任的期限為',
                { em: '1年' },
                '，起止日期以',
                { link: { doc: 'anchorGuild', section: 'term', text: '《主播公會協議》' } },
                '所載為準。',
              ],
            },
            { text: ['聘期內乙方不加入本平台的其他公會；提前離開的，依該協議辦理。'] },
          ],
        },
      ],
    },
    {
      id: 'income',
      title: '收入結算',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                '乙方的收入',
                { strong: '由甲方結算，甲方享有最終審核權' },
                '；乙方同意以甲方審核通過的金額為準。',
              ],
            },
            { text: ['乙方對審核結果有異議的，可在應用內向平台申訴；申訴不影響其他已通過款項的支付。'] },
          ],
        },
      ],
    },
    {
      id: 'content',
      title: '內容權利',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                '乙方在平台產生的直播及聊天內容，其著作權及相關權利',
                { strong: '獨家授予本平台' },
                '，授權範圍及期限依',
                { link: { doc: 'broadcaster', section: 'content', text: '《主播協議》內容權利條款' } },
                '。',
              ],
            },
            { text: ['乙方不將上述內容另行授權第三方，也不自行在其他平台發布。'] },
          ],
        },
      ],
    },
    {
      id: 'revocation',
      title: '獎勵收回與封禁',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                '乙方作弊、私下交易或嚴重違反平台規則的，平台有權',
                { strong: '收回相關獎勵並封禁帳號' },
                '，甲方可據此提前終止聘任。',
              ],
            },
            { text: ['封禁期間尚未結算的收入，由平台依規則核實後處理。'] },
          ],
        },
      ],
    },
    {
      id: 'signature',
      title: '簽署',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            '乙方確認上述資料真實，已充分理解本承諾函內容，於',
            { field: 'signedDate' },
            '在應用內勾選同意並簽署，其效力與書面簽字相同。',
          ],
        },
      ],
    },
  ],
};

export default commitmentLetter;
