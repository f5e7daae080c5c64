import type { LegalDoc } from '../../legalDocument';

/** 配信者誓約書 (ja), translated from the zh-Hant source. */
const promiseLetter: LegalDoc = {
  id: 'promiseLetter',
  version: '1.0',
  effectiveDate: '2026-11-01',
  title: '配信者誓約書',
  intro: [
    '私',
    { field: 'realName' },
    '（身分証番号：',
    { field: 'idNumber' },
    '、ニックネーム：',
    { field: 'nickname' },
    '、アカウントID：',
    { field: 'accountId' },
    '）は、本プラットフォームの配信者として、以下のとおり誓約します。',
  ],
  sections: [
    {
      id: 'particulars',
      title: '誓約者情報',
      blocks: [
        {
          kind: 'table',
          head: ['項目', '内容'],
          rows: [
            [['氏名'], [{ field: 'realName' }]],
            [['身分証番号'], [{ field: 'idNumber' }]],
            [['ニックネーム'], [{ field: 'nickname' }]],
            [['アカウントID'], [{ field: 'accountId' }]],
          ],
        },
      ],
    },
    {
      id: 'truthful',
      title: '情報の真実性',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                '私が提供する本人確認情報および登録情報は真実、正確かつ完全で、私本人のものです。変更があれば速やかに更新します。',
              ],
            },
            { text: ['私は本人が配信し、アカウントを貸与、譲渡または売却しません。'] },
          ],
        },
      ],
    },
    {
      id: 'conduct',
      title: '行動規範',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                { link: { doc: 'community', text: '「コミュニティガイドライン」' } },
                'および',
                { link: { doc: 'broadcaster', section: 'conduct', text: '「配信者規約」の行動規範' } },
                'を守り、わいせつ、暴力、賭博、詐欺などの違法または有害なコンテンツを発信しません。',
              ],
            },
            { text: ['礼儀正しく配信し、ユーザーを尊重し、暴言や嫌がらせをせず、消費を誘導しません。'] },
            {
              text: [
                { strong: '私的取引をしません' },
                '：ユーザーをプラットフォーム外での支払いや送金、連絡先の交換による取引に誘導しません。',
              ],
            },
            { text: ['不正な水増しをせず、チートツールや偽アカウントでポイントやランキングを稼ぎません。'] },
          ],
        },
      ],
    },
    {
      id: 'minors',
      title: '未成年者の保護',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            { text: ['私は満18歳以上です。'] },
            {
              text: [
                { strong: '未成年者といかなる取引もしません' },
                '。未成年者にチャージや投げ銭を促さず、ユーザーが未成年の可能性がある場合は速やかにプラットフォームに報告します。',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'consequences',
      title: '誓約に違反した場合',
      blocks: [
        {
          kind: 'note',
          text: [
            '私が本誓約に違反した場合、プラットフォームは状況に応じて',
            { strong: '関連する報酬の取り消し、ポイントの差し引き、アカウントの停止' },
            'を行うことができます。損害が生じた場合、私は法に従い責任を負います。',
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
            '私は本誓約書の全内容を読んで理解し、',
            { field: 'signedDate' },
            'にアプリ内で同意にチェックを入れて署名しました。これは書面への署名と同じ効力を持ちます。',
          ],
        },
      ],
    },
  ],
};

export default promiseLetter;
