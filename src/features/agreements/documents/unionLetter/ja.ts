import type { LegalDoc } from '../../legalDocument';

/** ギルド加入確認書 (ja), translated from the zh-Hant source. */
const unionLetter: LegalDoc = {
  id: 'unionLetter',
  version: '1.0',
  effectiveDate: '2026-11-01',
  title: 'ギルド加入確認書',
  intro: [
    '私',
    { field: 'realName' },
    '（身分証番号：',
    { field: 'idNumber' },
    '、ニックネーム：',
    { field: 'nickname' },
    '、アカウントID：',
    { field: 'accountId' },
    '）は、自らの意思で',
    { field: 'guildName' },
    '（以下「ギルド」）に加入することを確認し、以下の事項を確認します。',
  ],
  sections: [
    {
      id: 'particulars',
      title: '署名者情報',
      blocks: [
        {
          kind: 'table',
          head: ['項目', '内容'],
          rows: [
            [['氏名'], [{ field: 'realName' }]],
            [['身分証番号'], [{ field: 'idNumber' }]],
            [['ニックネーム'], [{ field: 'nickname' }]],
            [['アカウントID'], [{ field: 'accountId' }]],
            [['加入するギルド'], [{ field: 'guildName' }]],
          ],
        },
      ],
    },
    {
      id: 'joining',
      title: 'ギルドへの加入',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                '私は満18歳以上で本人確認を完了しており、ギルドへの加入は本人の真意によるもので、強制や勧誘を受けたものではありません。',
              ],
            },
            {
              text: [
                '私は',
                { link: { doc: 'anchorGuild', text: '「配信者・ギルド契約」' } },
                'を読み、同意しました。契約期間は',
                { em: '1年' },
                'で、開始日と終了日は同契約の定めによります。',
              ],
            },
            { text: ['契約期間中、私は本プラットフォームの他のギルドに加入しません。'] },
          ],
        },
      ],
    },
    {
      id: 'income',
      title: '収入の精算と承認',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                '契約期間中の私の収入はギルドが精算し、',
                { strong: 'ギルドが私の出金について最終承認権を持ちます' },
                '。',
              ],
            },
            {
              text: [
                'ギルドは私に保証金、研修費その他契約に定めのない費用を請求できません。請求された場合、私はプラットフォームに通報できます。',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'rights',
      title: 'コンテンツの権利とプラットフォームのルール',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                '私がプラットフォーム上で作成した配信およびチャットのコンテンツの権利は',
                { strong: '本プラットフォームに独占的に許諾されます' },
                '。ギルドは私の加入によってこれを取得しません。',
              ],
            },
            {
              text: [
                '私は',
                { link: { doc: 'broadcaster', text: '「配信者規約」' } },
                'および',
                { link: { doc: 'community', text: '「コミュニティガイドライン」' } },
                'を守ります。不正行為や私的取引があった場合、プラットフォームは',
                { strong: '関連する報酬を取り消し、アカウントを停止できます' },
                '。',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'confirmation',
      title: '確認と署名',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            '私は上記の情報が真実であることを確認し、',
            { field: 'signedDate' },
            'にアプリ内で同意にチェックを入れて本確認書に署名しました。これは書面への署名と同じ効力を持ちます。',
          ],
        },
      ],
    },
  ],
};

export default unionLetter;
