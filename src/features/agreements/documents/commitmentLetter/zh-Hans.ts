import type { LegalDoc } from '../../legalDocument';

/** 乙方承诺函 (zh-Hans), translated from the zh-Hant source. */
const commitmentLetter: LegalDoc = {
  id: 'commitmentLetter',
  version: '1.0',
  effectiveDate: '2026-11-01',
  title: '乙方承诺函',
  intro: [
    '致',
    { field: 'guildName' },
    '（甲方）及本平台：本人',
    { field: 'realName' },
    '（乙方；身份证号码：',
    { field: 'idNumber' },
    '；昵称：',
    { field: 'nickname' },
    '；账号ID：',
    { field: 'accountId' },
    '）就受甲方聘任担任主播一事，承诺如下。',
  ],
  sections: [
    {
      id: 'particulars',
      title: '乙方资料',
      blocks: [
        {
          kind: 'table',
          head: ['项目', '内容'],
          rows: [
            [['真实姓名'], [{ field: 'realName' }]],
            [['身份证号码'], [{ field: 'idNumber' }]],
            [['昵称'], [{ field: 'nickname' }]],
            [['账号ID'], [{ field: 'accountId' }]],
            [['甲方（公会）'], [{ field: 'guildName' }]],
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
                '乙方受甲方聘任的期限为',
                { em: '1年' },
                '，起止日期以',
                { link: { doc: 'anchorGuild', section: 'term', text: '《主播公会协议》' } },
                '所载为准。',
              ],
            },
            { text: ['聘期内乙方不加入本平台的其他公会；提前离开的，依该协议办理。'] },
          ],
        },
      ],
    },
    {
      id: 'income',
      title: '收入结算',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                '乙方的收入',
                { strong: '由甲方结算，甲方享有最终审核权' },
                '；乙方同意以甲方审核通过的金额为准。',
              ],
            },
            { text: ['乙方对审核结果有异议的，可在应用内向平台申诉；申诉不影响其他已通过款项的支付。'] },
          ],
        },
      ],
    },
    {
      id: 'content',
      title: '内容权利',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                '乙方在平台产生的直播及聊天内容，其著作权及相关权利',
                { strong: '独家授予本平台' },
                '，授权范围及期限依',
                { link: { doc: 'broadcaster', section: 'content', text: '《主播协议》内容权利条款' } },
                '。',
              ],
            },
            { text: ['乙方不将上述内容另行授权第三方，也不自行在其他平台发布。'] },
          ],
        },
      ],
    },
    {
      id: 'revocation',
      title: '奖励收回与封禁',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                '乙方作弊、私下交易或严重违反平台规则的，平台有权',
                { strong: '收回相关奖励并封禁账号' },
                '，甲方可据此提前终止聘任。',
              ],
            },
            { text: ['封禁期间尚未结算的收入，由平台依规则核实后处理。'] },
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
            '乙方确认上述资料真实，已充分理解本承诺函内容，于',
            { field: 'signedDate' },
            '在应用内勾选同意并签署，其效力与书面签字相同。',
          ],
        },
      ],
    },
  ],
};

export default commitmentLetter;
