import type { LegalDoc } from '../../legalDocument';

/** Privacy Policy — translated from zh-Hant (the source). */
const privacy: LegalDoc = {
  id: 'privacy',
  version: '1.0',
  effectiveDate: '2026-01-01',
  title: 'Privacy Policy',
  intro: [
    'This policy explains, for the voice rooms, video chat, gifting, noble and VIP membership, anchor services and activity pages of the platform, ',
    {
      strong:
        'what personal data we collect, why, how long we keep it, whom we share it with, and what rights you have',
    },
    '. Please read it carefully, in particular the clauses in bold on sensitive personal data and minors.',
  ],
  sections: [
    {
      id: 'scope',
      title: 'Scope',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                'This policy covers the services that the operator of the platform (“we”) provides through the app and the web pages opened inside it, and forms part of the ',
                { link: { doc: 'userAgreement', section: 'privacy', text: 'User Agreement' } },
                '.',
              ],
            },
            {
              text: [
                '“Personal data” is information that identifies you on its own or together with other information; ',
                { em: '“sensitive personal data”' },
                ' is information whose leak or misuse could harm your person, property or reputation, such as identity document numbers, birth history and financial account details.',
              ],
            },
            {
              text: ['We collect only the data the services need, and we never sell your personal data to anyone.'],
            },
          ],
        },
      ],
    },
    {
      id: 'collection',
      title: 'What we collect and why',
      blocks: [
        {
          kind: 'paragraph',
          text: ['To provide the services we collect the following:'],
        },
        {
          kind: 'table',
          head: ['Data', 'What exactly', 'Why'],
          rows: [
            [
              ['Device identifier'],
              [
                'An MD5 hash of the browser’s user-agent string and the time it was made, created once on first opening and kept in local storage',
              ],
              ['To recognise the same device, count visits, and prevent abuse and cheating'],
            ],
            [
              ['Login token'],
              ['The session token the app passes to the page, kept in local storage'],
              ['To prove that a request comes from you, signed in, so we can read your account and wallet'],
            ],
            [
              ['App environment'],
              ['App version, platform (iOS or Android), interface language, status-bar height'],
              [
                'To lay out the page correctly, pick the language and the purchase channel, and trace compatibility problems',
              ],
            ],
            [
              ['Account data'],
              ['User ID, nickname, public ID, avatar'],
              ['To show your profile and the rank boards, and to confirm the recipient when recharging for someone'],
            ],
            [
              ['Transaction records'],
              [
                'Recharge and purchase orders (product, amount, currency, payment method, recipient, time, status), withdrawal and exchange records',
              ],
              [
                'To fulfil orders, credit coins and benefits, settle anchors’ income, handle support and disputes, and keep the accounts the law requires',
              ],
            ],
            [
              ['Real-name verification data'],
              ['Real name, identity document number, verification result'],
              ['Anchor verification, withdrawals and identity checks the law requires'],
            ],
            [
              ['Anchor registration form'],
              [
                'Name, WeChat ID, mobile number, identity document number, address, marital status, birth history (optional)',
              ],
              ['Anchor onboarding, signing agreements and settlement with the guild'],
            ],
          ],
        },
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                'The device identifier ',
                { em: 'contains no name, phone number or hardware serial number' },
                ': it is a meaningless hash, and a new one is made after you clear the app’s data or the browser’s storage.',
              ],
            },
            {
              text: [
                'The login token is used only to authenticate your requests. It travels in a request header, never in an address or in statistics, and is no longer used once you sign out or it expires.',
              ],
            },
            {
              text: ['Real-name verification data is handled as follows:'],
              items: [
                [
                  'your name and document number are sent to us over an encrypted connection only when you submit the verification, to check your identity;',
                ],
                ['after submitting, the page shows them only masked (such as “1*************002X”);'],
                [
                  { strong: 'your name and document number are never stored on your phone' },
                  ', and never appear in an address, in statistics or in an error report.',
                ],
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'analytics',
      title: 'Usage statistics',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'When a page loads, and each time you move to another page, we send one page-exposure event to a separate statistics service to learn how the pages are visited. The events carry the following:',
          ],
        },
        {
          kind: 'table',
          head: ['Data', 'What it is', 'Why'],
          rows: [
            [['User ID'], ['Your user ID'], ['To count visits per account and unique visitors']],
            [
              ['Device identifier'],
              ['The device identifier above'],
              ['To recognise the same device before sign-in, and to match the app’s own statistics'],
            ],
            [['Public ID'], ['Your public ID'], ['To match customer-service and activity records']],
            [
              ['Age'],
              ['The age in your profile'],
              ['Statistics by age group, and checking the measures that protect minors'],
            ],
            [['Gender'], ['The gender chosen in your profile'], ['Statistics of activities and pages by gender']],
            [
              ['High-quality user'],
              ['Whether you are a high-quality user'],
              ['To assess the experience of different user groups'],
            ],
            [['User level'], ['Your user level (1 to 100)'], ['Statistics of activity participation by level']],
            [
              ['Page address'],
              ['The address of the current page (without the login token)'],
              ['To know which page was visited'],
            ],
            [['Page title'], ['The title of the current page'], ['To show readable names in the reports']],
            [
              ['Where you came from'],
              ['Where you came to the page from (such as an activity banner or a push notification)'],
              ['To assess how well activity entry points work'],
            ],
          ],
        },
        {
          kind: 'note',
          text: [
            'Statistics ',
            {
              strong: 'never contain your real name, document number, mobile number, birth history or payment details',
            },
            '; they are not used to build advertising profiles and are not given to advertisers.',
          ],
        },
      ],
    },
    {
      id: 'sensitive',
      title: 'Sensitive personal data',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'When you apply to become an anchor, you fill in the anchor registration form. The identity document number and the birth history on it are ',
            { em: 'sensitive personal data' },
            ', and we handle them as follows:',
          ],
        },
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                'The form’s data is used only to verify the anchor’s identity, sign the agreements with the anchor and the guild, and settle income — never for recommendations, ratings or statistics.',
              ],
            },
            {
              text: [
                'Birth history is ',
                { strong: 'optional' },
                '. Before you answer it you give a separate consent, and you can clear the answer at any time to withdraw that consent; withdrawing does not affect your use of other services.',
              ],
            },
            {
              text: [
                'So that nothing is lost while you fill it in, the page keeps a draft in this visit’s session storage, but the draft never contains:',
              ],
              items: [['the identity document number;'], ['the birth history or its separate consent.']],
            },
            {
              text: [
                'The identity document number and the birth history are never written to local storage and never appear in statistics or error reports.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      blocks: [
        {
          kind: 'paragraph',
          text: ['We keep your data only as long as its purpose requires:'],
        },
        {
          kind: 'table',
          head: ['Data', 'Kept for', 'Afterwards'],
          rows: [
            [
              ['Device identifier, login token (on the phone)'],
              ['Until you sign out or clear the app’s data or storage'],
              ['Removed from your device'],
            ],
            [['App environment'], ['In memory only while the page is open'], ['Cleared when the page closes']],
            [['Usage statistics'], ['24 months from collection'], ['Deleted or anonymised']],
            [['Account data'], ['As long as the account exists'], ['Deleted within 30 days of closing the account']],
            [
              ['Transaction, withdrawal and exchange records'],
              ['5 years after the transaction'],
              ['Deleted, unless the law requires longer'],
            ],
            [
              ['Real-name verification data'],
              ['As long as the account exists and 3 years after it closes, encrypted'],
              ['Deleted'],
            ],
            [['Anchor registration form'], ['During the cooperation and 3 years after it ends'], ['Deleted']],
            [
              ['Birth history'],
              ['Until you withdraw consent or the cooperation ends'],
              ['Deleted within 15 working days'],
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'Where laws require a longer period, or an open dispute or complaint needs the data, we keep only the data concerned for that period and restrict its use.',
          ],
        },
      ],
    },
    {
      id: 'sharing',
      title: 'Sharing and processing on our behalf',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: ['We share your personal data only in these cases, and only the part that is needed:'],
              items: [
                [
                  { em: 'Payment providers' },
                  ': when you recharge or buy, the order number, amount and currency go to the payment provider you choose (such as card acquirers, LINE Pay, JKO Pay, convenience-store payment, Alipay, WeChat Pay, UnionPay, PayPal, Google Pay, or Apple on iOS); we never see or keep your full card number;',
                ],
                [
                  { em: 'Your guild' },
                  ': if you are an anchor attached to a guild, the guild receives your nickname, public ID, points, income and withdrawal records and your masked real-name details, for the settlement and approval set out in the ',
                  { link: { doc: 'anchorGuild', text: 'Anchor–Guild Agreement' } },
                  ';',
                ],
                [
                  'service providers working for us (such as cloud hosting, the statistics service and SMS), which must process the data under contract, on our instructions and in confidence;',
                ],
                ['where laws, courts or administrative authorities lawfully require it.'],
              ],
            },
            {
              text: [
                'If a merger, acquisition or transfer of assets involves transferring personal data, we will require the recipient to remain bound by this policy, or else ask for your consent again.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'rights',
      title: 'Your rights',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: ['Under applicable law you have these rights over your personal data:'],
              items: [
                ['access: to learn what data we keep about you;'],
                ['correction: to correct inaccurate or incomplete data;'],
                [
                  'deletion: to have data deleted when it is no longer needed, you withdraw consent, or we process it unlawfully;',
                ],
                [
                  'withdrawing consent: to withdraw consent for optional data (such as birth history); this does not affect processing done before;',
                ],
                [
                  'closing your account: after closing we delete or anonymise your data, except what the law requires us to keep.',
                ],
              ],
            },
            {
              text: [
                'Make a request in the app under “Me › Help & feedback”. To protect your account we may first verify your identity, and we reply ',
                { em: 'within 15 working days' },
                '.',
              ],
            },
            {
              text: [
                'Closing the account clears unused gold coins and benefits, and recharged coins are handled under the ',
                { link: { doc: 'recharge', section: 'refunds', text: 'Recharge Agreement' } },
                ', so please check first.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'minors',
      title: 'Minors',
      blocks: [
        {
          kind: 'note',
          text: [
            { strong: 'The services of the platform are meant for adults. ' },
            'Minors under 18 may use them only with a guardian’s consent and supervision, and may not apply to become anchors or play mini-games such as racing.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'If we find that we collected a minor’s personal data without a guardian’s consent, we delete it as soon as possible. A guardian may access, correct or ask us to delete a minor’s data through customer service.',
          ],
        },
      ],
    },
    {
      id: 'security',
      title: 'Keeping data safe',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                'All our requests travel over encrypted connections (HTTPS) and carry a signature against tampering.',
              ],
            },
            {
              text: [
                'Sensitive personal data is stored encrypted; only authorised staff who really need it can access it, and each access is logged.',
              ],
            },
            {
              text: [
                'Pages show document numbers and payout accounts only masked, and keep no sensitive personal data in local storage, addresses or error reports.',
              ],
            },
            {
              text: [
                'Should a personal-data security incident happen, we will respond as the law requires and tell you, for example by an in-app notice, what happened and what you can do.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'changes',
      title: 'Changes and contacting us',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'We may revise this policy when the services or the law change. We announce revisions in the app and update the version and effective date; for major changes to the purposes, the kinds of data or the recipients, we tell you separately and ask for your consent again where needed.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'For questions, comments or complaints about this policy or your personal data, contact customer service in the app under “Me › Help & feedback”. We reply ',
            { em: 'within 15 working days' },
            '.',
          ],
        },
      ],
    },
  ],
};

export default privacy;
