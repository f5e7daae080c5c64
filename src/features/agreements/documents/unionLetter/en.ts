import type { LegalDoc } from '../../legalDocument';

/** Confirmation of Joining a Guild (en), translated from the zh-Hant source. */
const unionLetter: LegalDoc = {
  id: 'unionLetter',
  version: '1.0',
  effectiveDate: '2026-11-01',
  title: 'Confirmation of Joining a Guild',
  intro: [
    'I, ',
    { field: 'realName' },
    ' (ID number: ',
    { field: 'idNumber' },
    '; nickname: ',
    { field: 'nickname' },
    '; account ID: ',
    { field: 'accountId' },
    '), confirm that I join ',
    { field: 'guildName' },
    ' (the "Guild") of my own free will, and confirm the following.',
  ],
  sections: [
    {
      id: 'particulars',
      title: 'Signer',
      blocks: [
        {
          kind: 'table',
          head: ['Item', 'Details'],
          rows: [
            [['Legal name'], [{ field: 'realName' }]],
            [['ID number'], [{ field: 'idNumber' }]],
            [['Nickname'], [{ field: 'nickname' }]],
            [['Account ID'], [{ field: 'accountId' }]],
            [['Guild joined'], [{ field: 'guildName' }]],
          ],
        },
      ],
    },
    {
      id: 'joining',
      title: 'Joining the Guild',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                'I am at least 18 years old and have passed real-name verification. I join the Guild of my own free will, without any pressure or inducement.',
              ],
            },
            {
              text: [
                'I have read and agree to the ',
                { link: { doc: 'anchorGuild', text: 'Anchor–Guild Agreement' } },
                '. The term is ',
                { em: '1 year' },
                '; its start and end dates are those of that agreement.',
              ],
            },
            { text: ['During the term I will not join any other guild on the platform.'] },
          ],
        },
      ],
    },
    {
      id: 'income',
      title: 'Settlement and approval of income',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                'My income during the term is settled by the Guild, and ',
                { strong: 'the Guild has final approval over my withdrawals' },
                '.',
              ],
            },
            {
              text: [
                'The Guild may not charge me a deposit, training fees or any fee the agreement does not provide for; if asked to pay one, I may report it to the platform.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'rights',
      title: 'Content rights and platform rules',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                'The rights to the live and chat content I create on the platform are ',
                { strong: 'granted exclusively to the platform' },
                '; the Guild acquires none of them by my joining.',
              ],
            },
            {
              text: [
                'I will follow the ',
                { link: { doc: 'broadcaster', text: 'Broadcaster Agreement' } },
                ' and the ',
                { link: { doc: 'community', text: 'Community Rules' } },
                '. For cheating or private trading, the platform may ',
                { strong: 'revoke the rewards concerned and ban the account' },
                '.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'confirmation',
      title: 'Confirmation and signature',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'I confirm that the above information is true. I ticked my agreement and signed this confirmation in the app on ',
            { field: 'signedDate' },
            '; it has the same effect as a handwritten signature.',
          ],
        },
      ],
    },
  ],
};

export default unionLetter;
