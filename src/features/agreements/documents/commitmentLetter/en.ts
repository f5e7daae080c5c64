import type { LegalDoc } from '../../legalDocument';

/** Party B's Letter of Commitment (en), translated from the zh-Hant source. */
const commitmentLetter: LegalDoc = {
  id: 'commitmentLetter',
  version: '1.0',
  effectiveDate: '2026-11-01',
  title: "Party B's Letter of Commitment",
  intro: [
    'To ',
    { field: 'guildName' },
    ' (Party A) and the platform: I, ',
    { field: 'realName' },
    ' (Party B; ID number: ',
    { field: 'idNumber' },
    '; nickname: ',
    { field: 'nickname' },
    '; account ID: ',
    { field: 'accountId' },
    '), being appointed by Party A as an anchor, commit to the following.',
  ],
  sections: [
    {
      id: 'particulars',
      title: 'Party B',
      blocks: [
        {
          kind: 'table',
          head: ['Item', 'Details'],
          rows: [
            [['Legal name'], [{ field: 'realName' }]],
            [['ID number'], [{ field: 'idNumber' }]],
            [['Nickname'], [{ field: 'nickname' }]],
            [['Account ID'], [{ field: 'accountId' }]],
            [['Party A (guild)'], [{ field: 'guildName' }]],
          ],
        },
      ],
    },
    {
      id: 'term',
      title: 'Term',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                "Party B's appointment by Party A lasts ",
                { em: '1 year' },
                '; its start and end dates are those stated in the ',
                { link: { doc: 'anchorGuild', section: 'term', text: 'Anchor–Guild Agreement' } },
                '.',
              ],
            },
            {
              text: [
                'During the term Party B will not join any other guild on the platform; leaving early follows that agreement.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'income',
      title: 'Settlement of income',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                "Party B's income ",
                { strong: 'is settled by Party A, who has final approval over it' },
                '; Party B accepts the amounts Party A approves.',
              ],
            },
            {
              text: [
                'Party B may appeal an approval decision to the platform in the app; an appeal does not hold up payment of other approved amounts.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'content',
      title: 'Content rights',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                'The copyright and related rights in the live and chat content Party B creates on the platform are ',
                { strong: 'granted exclusively to the platform' },
                ', in the scope and for the period set out in the ',
                {
                  link: {
                    doc: 'broadcaster',
                    section: 'content',
                    text: 'content rights clause of the Broadcaster Agreement',
                  },
                },
                '.',
              ],
            },
            {
              text: ['Party B will not license that content to any third party, nor publish it on any other platform.'],
            },
          ],
        },
      ],
    },
    {
      id: 'revocation',
      title: 'Revoked rewards and bans',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                'If Party B cheats, trades privately or seriously breaks the platform rules, the platform may ',
                { strong: 'revoke the rewards concerned and ban the account' },
                ', and Party A may end the appointment early on that ground.',
              ],
            },
            { text: ['Income not yet settled during a ban is handled by the platform once verified under its rules.'] },
          ],
        },
      ],
    },
    {
      id: 'signature',
      title: 'Signature',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Party B confirms that the above information is true and that this letter is fully understood, and ticked agreement and signed it in the app on ',
            { field: 'signedDate' },
            '; it has the same effect as a handwritten signature.',
          ],
        },
      ],
    },
  ],
};

export default commitmentLetter;
