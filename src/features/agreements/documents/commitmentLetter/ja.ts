import type { LegalDoc } from '../../legalDocument';

/** 乙の確約書 (ja), translated from the zh-Hant source. */
const commitmentLetter: LegalDoc = {
  id: 'commitmentLetter',
  version: '1.0',
  effectiveDate: '2026-11-01',
  title: '乙の確約書',
  intro: [
    { field: 'guildName' },
    '（甲）および本プラットフォーム御中：私',
    { field: 'realName' },
    '（乙。身分証番号：',
    { field: 'idNumber' },
    '、ニックネーム：',
    { field: 'nickname' },
    '、アカウントID：',
    { field: 'accountId' },
    '）は、甲に配信者として任用されるにあたり、以下のとおり確約します。',
  ],
  sections: [
    {
      id: 'particulars',
      title: '乙の情報',
      blocks: [
        {
          kind: 'table',
          head: ['項目', '内容'],
          rows: [
            [['氏名'], [{ field: 'realName' }]],
            [['身分証番号'], [{ field: 'idNumber' }]],
            [['ニックネーム'], [{ field: 'nickname' }]],
            [['アカウントID'], [{ field: 'accountId' }]],
            [['甲（ギルド）'], [{ field: 'guildName' }]],
          ],
        },
      ],
    },
    {
      id: 'term',
      title: '契約期間',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                '甲による乙の任用期間は',
                { em: '1年' },
                'とし、開始日と終了日は',
                { link: { doc: 'anchorGuild', section: 'term', text: '「配信者・ギルド契約」' } },
                'の記載によります。',
              ],
            },
            {
              text: [
                '契約期間中、乙は本プラットフォームの他のギルドに加入せず、途中で離脱する場合は同契約に従います。',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'income',
      title: '収入の精算',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                '乙の収入は',
                { strong: '甲が精算し、甲が最終承認権を持ちます' },
                '。乙は甲が承認した金額に従います。',
              ],
            },
            {
              text: [
                '乙は承認結果に異議がある場合、アプリ内でプラットフォームに申し立てることができます。申し立ては他の承認済みの支払いに影響しません。',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'content',
      title: 'コンテンツの権利',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                '乙がプラットフォーム上で作成した配信およびチャットのコンテンツの著作権および関連する権利は',
                { strong: '本プラットフォームに独占的に許諾されます' },
                '。許諾の範囲と期間は',
                { link: { doc: 'broadcaster', section: 'content', text: '「配信者規約」のコンテンツ権利条項' } },
                'によります。',
              ],
            },
            { text: ['乙は上記コンテンツを第三者に別途許諾せず、他のプラットフォームで自ら公開しません。'] },
          ],
        },
      ],
    },
    {
      id: 'revocation',
      title: '報酬の取り消しとアカウント停止',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                '乙が不正行為、私的取引またはプラットフォームのルールへの重大な違反をした場合、プラットフォームは',
                { strong: '関連する報酬を取り消し、アカウントを停止できます' },
                '。甲はこれを理由に任用を途中で終了できます。',
              ],
            },
            { text: ['停止期間中に未精算の収入は、プラットフォームがルールに従い確認のうえ処理します。'] },
          ],
        },
      ],
    },
    {
      id: 'signature',
      title: '署名',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            '乙は上記の情報が真実であり、本確約書の内容を十分に理解したことを確認し、',
            { field: 'signedDate' },
            'にアプリ内で同意にチェックを入れて署名しました。これは書面への署名と同じ効力を持ちます。',
          ],
        },
      ],
    },
  ],
};

export default commitmentLetter;
