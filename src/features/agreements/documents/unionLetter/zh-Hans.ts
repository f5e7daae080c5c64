import type { LegalDoc } from '../../legalDocument';

/** 主播加入公会确认书 (zh-Hans), translated from the zh-Hant source. */
const unionLetter: LegalDoc = {
  id: 'unionLetter',
  version: '1.0',
  effectiveDate: '2026-11-01',
  title: '主播加入公会确认书',
  intro: [
    '本人',
    { field: 'realName' },
    '（身份证号码：',
    { field: 'idNumber' },
    '；昵称：',
    { field: 'nickname' },
    '；账号ID：',
    { field: 'accountId' },
    '）确认自愿加入',
    { field: 'guildName' },
    '（以下简称“公会”），并确认下列事项。',
  ],
  sections: [
    {
      id: 'particulars',
      title: '签署人资料',
      blocks: [
        {
          kind: 'table',
          head: ['项目', '内容'],
          rows: [
            [['真实姓名'], [{ field: 'realName' }]],
            [['身份证号码'], [{ field: 'idNumber' }]],
            [['昵称'], [{ field: 'nickname' }]],
            [['账号ID'], [{ field: 'accountId' }]],
            [['加入的公会'], [{ field: 'guildName' }]],
          ],
        },
      ],
    },
    {
      id: 'joining',
      title: '加入公会',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            { text: ['本人已年满十八岁并通过实名认证，加入公会出于本人真实意愿，未受任何强迫或诱导。'] },
            {
              text: [
                '本人已阅读并同意',
                { link: { doc: 'anchorGuild', text: '《主播公会协议》' } },
                '，聘期为',
                { em: '1年' },
                '，起止日期以该协议为准。',
              ],
            },
            { text: ['聘期内本人不同时加入本平台的其他公会。'] },
          ],
        },
      ],
    },
    {
      id: 'income',
      title: '收入结算与审核',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: ['本人在聘期内的收入由公会结算，', { strong: '公会对本人的提现享有最终审核权' }, '。'],
            },
            {
              text: ['公会不得向本人收取押金、培训费或协议未约定的任何费用；如遇此类要求，本人可向平台举报。'],
            },
          ],
        },
      ],
    },
    {
      id: 'rights',
      title: '内容权利与平台规则',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                '本人在平台产生的直播及聊天内容，其权利',
                { strong: '独家授予本平台' },
                '，公会不因本人加入而取得。',
              ],
            },
            {
              text: [
                '本人遵守',
                { link: { doc: 'broadcaster', text: '《主播协议》' } },
                '及',
                { link: { doc: 'community', text: '《社区规范》' } },
                '；作弊或私下交易的，平台有权',
                { strong: '收回相关奖励并封禁账号' },
                '。',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'confirmation',
      title: '确认与签署',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            '本人确认以上资料真实，并于',
            { field: 'signedDate' },
            '在应用内勾选同意并签署本确认书，其效力与书面签字相同。',
          ],
        },
      ],
    },
  ],
};

export default unionLetter;
