import type { LegalDoc } from '../../legalDocument';

/** 主播承诺书 (zh-Hans), translated from the zh-Hant source. */
const promiseLetter: LegalDoc = {
  id: 'promiseLetter',
  version: '1.0',
  effectiveDate: '2026-11-01',
  title: '主播承诺书',
  intro: [
    '本人',
    { field: 'realName' },
    '（身份证号码：',
    { field: 'idNumber' },
    '；昵称：',
    { field: 'nickname' },
    '；账号ID：',
    { field: 'accountId' },
    '）作为本平台主播，郑重承诺如下。',
  ],
  sections: [
    {
      id: 'particulars',
      title: '承诺人资料',
      blocks: [
        {
          kind: 'table',
          head: ['项目', '内容'],
          rows: [
            [['真实姓名'], [{ field: 'realName' }]],
            [['身份证号码'], [{ field: 'idNumber' }]],
            [['昵称'], [{ field: 'nickname' }]],
            [['账号ID'], [{ field: 'accountId' }]],
          ],
        },
      ],
    },
    {
      id: 'truthful',
      title: '资料真实',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            { text: ['本人提供的实名资料及登记资料真实、准确、完整，并属本人所有；资料变更时及时更新。'] },
            { text: ['本人亲自直播，不出借、转让或出售账号。'] },
          ],
        },
      ],
    },
    {
      id: 'conduct',
      title: '行为规范',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                '遵守',
                { link: { doc: 'community', text: '《社区规范》' } },
                '及',
                { link: { doc: 'broadcaster', section: 'conduct', text: '《主播协议》行为规范' } },
                '，不发布色情、暴力、赌博、诈骗等违法或不良内容。',
              ],
            },
            { text: ['文明直播，尊重用户，不辱骂、骚扰用户，不诱导用户消费。'] },
            {
              text: [{ strong: '不私下交易' }, '：不引导用户在平台以外付款、转账，或交换联系方式进行交易。'],
            },
            { text: ['不作弊刷量，不使用外挂或虚假账号刷取积分或排名。'] },
          ],
        },
      ],
    },
    {
      id: 'minors',
      title: '未成年人保护',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            { text: ['本人已年满十八岁。'] },
            {
              text: [
                { strong: '不与未成年人进行任何交易' },
                '，不诱导未成年人充值或打赏；发现用户可能未成年的，及时向平台报告。',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'consequences',
      title: '违反承诺的后果',
      blocks: [
        {
          kind: 'note',
          text: [
            '本人违反本承诺的，平台有权视情节',
            { strong: '收回相关奖励、扣除积分并封禁账号' },
            '；造成损失的，本人依法承担责任。',
          ],
        },
      ],
    },
    {
      id: 'signature',
      title: '签署',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            '本人已阅读并理解本承诺书全部内容，于',
            { field: 'signedDate' },
            '在应用内勾选同意并签署，其效力与书面签字相同。',
          ],
        },
      ],
    },
  ],
};

export default promiseLetter;
