import type { LegalDoc } from '../../legalDocument';

/** Anchor's Promise Letter (en), translated from the zh-Hant source. */
const promiseLetter: LegalDoc = {
  id: 'promiseLetter',
  version: '1.0',
  effectiveDate: '2026-11-01',
  title: "Anchor's Promise Letter",
  intro: [
    'I, ',
    { field: 'realName' },
    ' (ID number: ',
    { field: 'idNumber' },
    '; nickname: ',
    { field: 'nickname' },
    '; account ID: ',
    { field: 'accountId' },
    '), as an anchor on the platform, solemnly promise the following.',
  ],
  sections: [
    {
      id: 'particulars',
      title: 'The person making this promise',
      blocks: [
        {
          kind: 'table',
          head: ['Item', 'Details'],
          rows: [
            [['Legal name'], [{ field: 'realName' }]],
            [['ID number'], [{ field: 'idNumber' }]],
            [['Nickname'], [{ field: 'nickname' }]],
            [['Account ID'], [{ field: 'accountId' }]],
          ],
        },
      ],
    },
    {
      id: 'truthful',
      title: 'Truthful information',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                'The real-name and registration information I give is true, accurate, complete and my own, and I will update it when it changes.',
              ],
            },
            { text: ['I stream in person and will not lend, transfer or sell my account.'] },
          ],
        },
      ],
    },
    {
      id: 'conduct',
      title: 'Conduct',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                'I will follow the ',
                { link: { doc: 'community', text: 'Community Rules' } },
                ' and the ',
                {
                  link: { doc: 'broadcaster', section: 'conduct', text: 'conduct rules of the Broadcaster Agreement' },
                },
                ', and will not publish pornographic, violent, gambling, fraudulent or other illegal or harmful content.',
              ],
            },
            {
              text: ['I will stream courteously and respect users, and will not abuse, harass or push users to spend.'],
            },
            {
              text: [
                { strong: 'No private trading' },
                ': I will not lead users to pay or transfer money outside the platform, or exchange contact details to trade.',
              ],
            },
            {
              text: [
                'I will not cheat or inflate numbers, nor use cheats or fake accounts to gain points or rankings.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'minors',
      title: 'Protecting minors',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            { text: ['I am at least 18 years old.'] },
            {
              text: [
                { strong: 'I will not trade with minors in any way' },
                ' nor lead minors to recharge or send gifts; if a user may be a minor, I will report it to the platform promptly.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'consequences',
      title: 'If I break this promise',
      blocks: [
        {
          kind: 'note',
          text: [
            'If I break this promise, the platform may, depending on the case, ',
            { strong: 'revoke the rewards concerned, deduct points and ban the account' },
            '; I am liable by law for any loss caused.',
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
            'I have read and understood this whole letter, and ticked my agreement and signed it in the app on ',
            { field: 'signedDate' },
            '; it has the same effect as a handwritten signature.',
          ],
        },
      ],
    },
  ],
};

export default promiseLetter;
