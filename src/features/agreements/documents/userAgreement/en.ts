import type { LegalDoc } from '../../legalDocument';

/** User Agreement — translated from zh-Hant (the source). */
const userAgreement: LegalDoc = {
  id: 'userAgreement',
  version: '1.0',
  effectiveDate: '2026-01-01',
  title: 'User Agreement',
  intro: [
    'Welcome to the voice rooms, video chat, gifting and related services of our platform. Please read this agreement carefully before you register or use the services, ',
    {
      strong:
        'in particular the clauses in bold or highlighted on limitation of liability, non-refundable virtual coins and minors',
    },
    '. By tapping “Agree”, registering or using the services, you confirm that you have read this agreement and agree to be bound by it.',
  ],
  sections: [
    {
      id: 'acceptance',
      title: 'Acceptance and scope',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                'This agreement is between you and the operator of the platform (“we”) and governs your use of the platform’s app, web pages and related services.',
              ],
            },
            {
              text: [
                'Recharging, broadcasting, guilds and the community have their own rules, including the ',
                { link: { doc: 'recharge', text: 'Recharge Agreement' } },
                ', the ',
                { link: { doc: 'broadcaster', text: 'Broadcaster Agreement' } },
                ' and the ',
                { link: { doc: 'community', text: 'Community Rules' } },
                '. They form an integral part of this agreement; where they conflict with it, they prevail.',
              ],
            },
            {
              text: [
                'If you do not agree with any part of this agreement, please do not register or use the services.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'account',
      title: 'Your account and its security',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            { text: ['Register with true and accurate information, and keep it up to date when it changes.'] },
            {
              text: [
                'Your account is for you alone: it ',
                { em: 'may not be lent, rented, transferred or sold' },
                '. You bear the consequences of a stolen account or leaked data caused by your own lack of care.',
              ],
            },
            {
              text: [
                'If someone else uses your account or you find a security flaw, tell us at once through in-app customer service, and we will do our best to help.',
              ],
            },
            {
              text: [
                'To meet legal requirements or keep transactions safe, some features (such as anchor verification and withdrawals) may require identity verification with your real name.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'coins',
      title: 'Virtual coins and purchases',
      blocks: [
        {
          kind: 'paragraph',
          text: ['The platform’s virtual items can be used only on the platform. They work as follows:'],
        },
        {
          kind: 'table',
          head: ['Item', 'How you get it', 'What it is for'],
          rows: [
            [
              ['Gold coins'],
              ['Bought by recharging with money'],
              ['Gifts, video and voice chat, noble and VIP membership, and more'],
            ],
            [
              ['Silver coins'],
              ['Earned in activities and tasks'],
              ['Sending certain gifts; they cannot be exchanged for gold coins'],
            ],
            [
              ['Points'],
              ['Earned by anchors from gifts and chats'],
              ['Exchanged for cash under the Broadcaster Agreement'],
            ],
          ],
        },
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                'Gold coins, silver coins and points are ',
                { em: 'always whole numbers' },
                ', never fractions; recharge prices are those shown on the recharge page.',
              ],
            },
            {
              text: [
                'Virtual items are not legal tender and ',
                { strong: 'may not be traded, transferred or exchanged outside the platform' },
                '. We are not liable for losses from private trades of coins or accounts.',
              ],
            },
            {
              text: ['Once completed, the following cannot be undone:'],
              items: [
                ['gifts already sent and chat fees already paid;'],
                ['noble, VIP and membership benefits already activated;'],
                ['props already used or expired.'],
              ],
            },
          ],
        },
        {
          kind: 'note',
          text: [
            { strong: 'Recharged gold coins are not refundable, ' },
            'except where the law provides otherwise (for example, a recharge made by a minor without a guardian’s consent). If in doubt, contact customer service as soon as possible after recharging.',
          ],
        },
      ],
    },
    {
      id: 'minors',
      title: 'Protecting minors',
      blocks: [
        {
          kind: 'note',
          text: [
            'Minors under 18 should read this agreement and use the services with a guardian’s supervision and consent. ',
            { strong: 'Minors may not apply to become anchors and should not recharge or spend coins' },
            '.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'A guardian who finds that a minor recharged without consent may apply to customer service with supporting evidence; we will verify it and handle it as the law requires.',
          ],
        },
      ],
    },
    {
      id: 'conduct',
      title: 'Rules of conduct',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: ['In voice rooms, video chats, private messages and live streams you may not post or spread:'],
              items: [
                ['content that breaks the law or harms national security or the public interest;'],
                ['pornography, gambling, violence, terror or incitement to crime;'],
                [
                  'insults, defamation or harassment, or content that infringes others’ privacy, portrait rights or intellectual property;',
                ],
                ['false advertising, scams or invitations to trade privately.'],
              ],
            },
            {
              text: [
                'You may not ',
                { em: 'cheat' },
                ' with plug-ins, multiple accounts, fake orders, malicious refunds or any other means, or disrupt the platform’s normal operation.',
              ],
            },
            {
              text: [
                'If you break these rules, we may, depending on the case, ',
                { strong: 'remove content, revoke rewards, restrict features or ban the account' },
                '. See the ',
                { link: { doc: 'community', text: 'Community Rules' } },
                '.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'content',
      title: 'Content and the platform’s rights',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                'The intellectual property in the platform’s software, interface, gift effects, logos and other content belongs to us or the respective rights holders; it may not be copied or used without permission.',
              ],
            },
            {
              text: [
                'You keep the copyright in the text, pictures, sound and video you post; you grant us a free, worldwide, sublicensable licence to use them to operate and promote the services.',
              ],
            },
            {
              text: [
                'The rights in content that anchors produce in live streams on the platform are ',
                { em: 'granted exclusively to the platform' },
                ' as set out in the ',
                { link: { doc: 'broadcaster', text: 'Broadcaster Agreement' } },
                '.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'privacy',
      title: 'Privacy',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'We care about your personal data. How we collect, use, keep and protect it (such as your device identifier, login credentials and usage statistics), and the rights you have, are described in the ',
            { link: { doc: 'privacy', text: 'Privacy Policy' } },
            '.',
          ],
        },
      ],
    },
    {
      id: 'liability',
      title: 'Limitation of liability',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                'We do our best to keep the services stable, but to the extent the law allows we ',
                { strong: 'are not liable' },
                ' for interruptions or delays caused by network failures, maintenance, force majeure or third parties.',
              ],
            },
            {
              text: [
                'Users are responsible for their dealings with each other (including meeting offline and trading privately). Stay alert and beware of scams.',
              ],
            },
            { text: ['You are liable for losses that your breach of this agreement causes us or third parties.'] },
          ],
        },
      ],
    },
    {
      id: 'changes',
      title: 'Changes and termination',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                'We may revise this agreement when the services or the law change. We announce revisions in the app and update the version and effective date, and we tell you separately about major changes. Using the services after a revision takes effect means you accept it.',
              ],
            },
            {
              text: [
                'You may ask to close your account at any time. Closing it clears any unused gold coins, silver coins and benefits, so deal with them first as described in ',
                { link: { doc: 'userAgreement', section: 'coins', text: 'section 3' } },
                '.',
              ],
            },
            {
              text: [
                'If you seriously breach this agreement, we may stop providing the services to you and reserve the right to pursue liability under the law.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'contact',
      title: 'Contact us',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'For questions, comments or complaints about this agreement, contact customer service in the app under “Me › Help & feedback”. We reply ',
            { em: 'within 15 working days' },
            '.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'This agreement is made, takes effect and is interpreted under the laws of the place where the operator is established.',
          ],
        },
      ],
    },
  ],
};

export default userAgreement;
