import type { LegalDoc } from '../../legalDocument';

/** 主播承諾書 — the source text (zh-Hant); the other languages translate it faithfully. */
const promiseLetter: LegalDoc = {
  id: 'promiseLetter',
  version: '1.0',
  effectiveDate: '2026-11-01',
  title: '主播承諾書',
  intro: [
    '本人',
    { field: 'realName' },
    '（身分證號碼：',
    { field: 'idNumber' },
    '；暱稱：',
    { field: 'nickname' },
    '；帳號ID：',
    { field: 'accountId' },
    '）作為本平台主播，鄭重承諾如下。',
  ],
  sections: [
    {
      id: 'particulars',
      title: '承諾人資料',
      blocks: [
        {
          kind: 'table',
          head: ['項目', '內容'],
          rows: [
            [['真實姓名'], [{ field: 'realName' }]],
            [['身分證號碼'], [{ field: 'idNumber' }]],
            [['暱稱'], [{ field: 'nickname' }]],
            [['帳號ID'], [{ field: 'accountId' }]],
          ],
        },
      ],
    },
    {
      id: 'truthful',
      title: '資料真實',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            { text: ['本人提供的實名資料及登記資料真實、準確、完整，並屬本人所有；資料變更時及時更新。'] },
            { text: ['本人親自直播，不出借、轉讓或出售帳號。'] },
          ],
        },
      ],
    },
    {
      id: 'conduct',
      title: '行為規範',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                '遵守',
                { link: { doc: 'community', text: '《社群規範》' } },
                '及',
                { link: { doc: 'broadcaster', section: 'conduct', text: '《主播協議》行為規範' } },
                '，不發布色情、暴力、賭博、詐騙等違法或不良內容。',
              ],
            },
            { text: ['文明直播，尊重用戶，不辱罵、騷擾用戶，不誘導用戶消費。'] },
            {
              text: [{ strong: '不私下交易' }, '：不引導用戶在平台以外付款、轉帳，或交換聯絡方式進行交易。'],
            },
            { text: ['不作弊刷量，不使用外掛或虛假帳號刷取積分或排名。'] },
          ],
        },
      ],
    },
    {
      id: 'minors',
      title: '未成年人保護',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            { text: ['本人已年滿十八歲。'] },
            {
              text: [
                { strong: '不與未成年人進行任何交易' },
                '，不誘導未成年人儲值或打賞；發現用戶可能未成年的，及時向平台報告。',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'consequences',
      title: '違反承諾的後果',
      blocks: [
        {
          kind: 'note',
          text: [
            '本人違反本承諾的，平台有權視情節',
            { strong: '收回相關獎勵、扣除積分並封禁帳號' },
            '；造成損失的，本人依法承擔責任。',
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
            '本人已閱讀並理解本承諾書全部內容，於',
            { field: 'signedDate' },
            '在應用內勾選同意並簽署，其效力與書面簽字相同。',
          ],
        },
      ],
    },
  ],
};

export default promiseLetter;
