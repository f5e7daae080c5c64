import type { LegalDoc } from '../../legalDocument';

/** 主播加入公會確認書 — the source text (zh-Hant); the other languages translate it faithfully. */
const unionLetter: LegalDoc = {
  id: 'unionLetter',
  version: '1.0',
  effectiveDate: '2026-11-01',
  title: '主播加入公會確認書',
  intro: [
    '本人',
    { field: 'realName' },
    '（身分證號碼：',
    { field: 'idNumber' },
    '；暱稱：',
    { field: 'nickname' },
    '；帳號ID：',
    { field: 'accountId' },
    '）確認自願加入',
    { field: 'guildName' },
    '（以下簡稱「公會」），並確認下列事項。',
  ],
  sections: [
    {
      id: 'particulars',
      title: '簽署人資料',
      blocks: [
        {
          kind: 'table',
          head: ['項目', '內容'],
          rows: [
            [['真實姓名'], [{ field: 'realName' }]],
            [['身分證號碼'], [{ field: 'idNumber' }]],
            [['暱稱'], [{ field: 'nickname' }]],
            [['帳號ID'], [{ field: 'accountId' }]],
            [['加入的公會'], [{ field: 'guildName' }]],
          ],
        },
      ],
    },
    {
      id: 'joining',
      title: '加入公會',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            { text: ['本人已年滿十八歲並通過實名認證，加入公會出於本人真實意願，未受任何強迫或誘導。'] },
            {
              text: [
                '本人已閱讀並同意',
                { link: { doc: 'anchorGuild', text: '《主播公會協議》' } },
                '，聘期為',
                { em: '1年' },
                '，起止日期以該協議為準。',
              ],
            },
            { text: ['聘期內本人不同時加入本平台的其他公會。'] },
          ],
        },
      ],
    },
    {
      id: 'income',
      title: '收入結算與審核',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: ['本人在聘期內的收入由公會結算，', { strong: '公會對本人的提領享有最終審核權' }, '。'],
            },
            {
              text: ['公會不得向本人收取押金、培訓費或協議未約定的任何費用；如遇此類要求，本人可向平台舉報。'],
            },
          ],
        },
      ],
    },
    {
      id: 'rights',
      title: '內容權利與平台規則',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                '本人在平台產生的直播及聊天內容，其權利',
                { strong: '獨家授予本平台' },
                '，公會不因本人加入而取得。',
              ],
            },
            {
              text: [
                '本人遵守',
                { link: { doc: 'broadcaster', text: '《主播協議》' } },
                '及',
                { link: { doc: 'community', text: '《社群規範》' } },
                '；作弊或私下交易的，平台有權',
                { strong: '收回相關獎勵並封禁帳號' },
                '。',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'confirmation',
      title: '確認與簽署',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            '本人確認以上資料真實，並於',
            { field: 'signedDate' },
            '在應用內勾選同意並簽署本確認書，其效力與書面簽字相同。',
          ],
        },
      ],
    },
  ],
};

export default unionLetter;
