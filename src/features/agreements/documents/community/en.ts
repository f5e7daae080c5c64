import type { LegalDoc } from '../../legalDocument';

/** Community Rules — translated from zh-Hant (the source). */
const community: LegalDoc = {
  id: 'community',
  version: '1.0',
  effectiveDate: '2026-01-01',
  title: 'Community Rules',
  intro: [
    'We want every user to feel safe in voice rooms, video chat, private chats, gifting and tribes. These rules explain what is allowed, what is not, and what happens when the rules are broken. ',
    { strong: 'Please pay particular attention to the prohibitions and penalties shown in bold' },
    '.',
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
                'These rules apply to all users, anchors and guild members, and cover every feature: voice rooms, video chat, private chats, global anonymous letters, gifts, tribes, CP and rank boards.',
              ],
            },
            {
              text: [
                'They set out in detail the ',
                { link: { doc: 'userAgreement', section: 'conduct', text: 'rules of conduct in the User Agreement' } },
                '; anchors must also follow the ',
                { link: { doc: 'broadcaster', text: 'Broadcaster Agreement' } },
                '.',
              ],
            },
            {
              text: [
                'Your nickname, avatar, profile, room names and tribe names on the platform are subject to these rules as well.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'respect',
      title: 'Respect and kindness',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'We encourage sincere and friendly interaction. Respect every user’s wishes and boundaries, and ',
            { em: 'stop when the other person says no' },
            '.',
          ],
        },
        {
          kind: 'clauses',
          clauses: [
            {
              text: ['The following harassment and hateful conduct is prohibited:'],
              items: [
                [
                  'insulting, threatening, intimidating or pestering others, including repeated private messages or call invitations after being turned down;',
                ],
                [
                  'discrimination or hate speech based on race, ethnicity, religion, gender, sexual orientation, disability or place of origin;',
                ],
                [
                  'disclosing another person’s real name, phone number, address, photos or other personal data without consent;',
                ],
                ['organising or inciting others to gang up on a user in a room, a tribe or private chats.'],
              ],
            },
            {
              text: [
                'Room owners and moderators must keep order in their rooms and must not abuse muting, kicking or other powers against others.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'content',
      title: 'Content',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: ['In voice rooms, video chat, private chats and anonymous letters, you must not post or spread:'],
              items: [
                [
                  { strong: 'pornographic, nude or sexually suggestive content' },
                  ', or vulgar, explicit language and gestures;',
                ],
                ['content promoting gambling, drugs, violence or self-harm, or inciting crime;'],
                ['content that infringes others’ copyright, portrait rights or privacy;'],
                ['rumours, false information or announcements that pretend to come from the platform.'],
              ],
            },
            {
              text: [
                { strong: 'Any sexual content involving minors is strictly prohibited' },
                ', as is inviting or drawing minors into adult topics or private calls. Accounts found doing so are permanently banned at once and reported as the law requires.',
              ],
            },
            {
              text: [
                'Each global anonymous letter ',
                { em: 'must be under 500 characters' },
                '. Anonymity is no exemption: anonymous letters are subject to these rules, and the platform can trace the sending account.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'trading',
      title: 'Gifts and safe transactions',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                'Gifts can only be sent on the platform with gold coins or silver coins; the points anchors earn are settled under the ',
                { link: { doc: 'broadcaster', text: 'Broadcaster Agreement' } },
                '.',
              ],
            },
            {
              text: ['The following transactions are prohibited:'],
              items: [
                [{ strong: 'privately buying or selling gold coins, silver coins, diamonds, points or accounts' }, ';'],
                [
                  'asking anyone to transfer money or pay outside the platform, or trading gifts or recharges for services outside the platform;',
                ],
                ['scams disguised as recharge agents, cheap coins, prizes or investments;'],
                ['luring others into tapping unknown links or installing unknown apps.'],
              ],
            },
          ],
        },
        {
          kind: 'note',
          text: [
            'Platform staff ',
            { strong: 'will never ask you to pay outside the platform or to give your password' },
            '. Report any private trading or payment request at once; the platform is not liable for losses caused by private trading.',
          ],
        },
      ],
    },
    {
      id: 'fair-play',
      title: 'Real accounts and fair play',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: ['Do not create fake accounts or impersonate another person, an anchor, a guild or the platform.'],
            },
            {
              text: ['The following forms of ', { em: 'cheating' }, ' are prohibited:'],
              items: [
                ['sending gifts back and forth between several accounts to manipulate rank boards or CP boards;'],
                [
                  'using plug-ins, scripts or bugs in mini-games such as speed racing, scratch cards, the wish wheel or blind boxes;',
                ],
                ['buying or selling ranks, or colluding with others to share event rewards.'],
              ],
            },
            {
              text: ['Do not spam, repeat the same message, mass-send private messages or post advertisements.'],
            },
            {
              text: [
                'Ranks and rewards obtained by cheating are cancelled; see the ',
                { link: { doc: 'activityRule', text: 'Activity Rules' } },
                '.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'minors',
      title: 'Protection of minors',
      blocks: [
        {
          kind: 'note',
          text: [
            { strong: 'Users under 18 may not take part in the racing game' },
            ' or apply to become anchors. Minors should use the services only with a guardian’s consent and should not recharge or spend.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'When we find an account that appears to belong to a minor, we may restrict features and require real-name verification. Guardians can contact customer service as described under ',
            { link: { doc: 'userAgreement', section: 'minors', text: 'Protection of minors in the User Agreement' } },
            '.',
          ],
        },
      ],
    },
    {
      id: 'reporting',
      title: 'How to report',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: ['You can report content or accounts that break the rules:'],
              items: [
                ['by tapping “Report” on the person’s profile, in the room or in the private chat;'],
                ['by sending a description through “Me › Help & feedback” in the app.'],
              ],
            },
            {
              text: [
                'Where possible, include screenshots, the time and the room number so that we can verify the report.',
              ],
            },
            {
              text: [
                'We keep the reporter’s identity confidential and ',
                { em: 'do not reveal it to the person reported' },
                '. Malicious or false reports are themselves a violation.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'penalties',
      title: 'What happens on a violation',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Depending on the nature, circumstances and number of violations, we take the following measures, and may combine them:',
          ],
        },
        {
          kind: 'table',
          head: ['Severity', 'Typical cases', 'Measures'],
          rows: [
            [['Minor'], ['First inappropriate remark, spamming'], ['Warning, content removal']],
            [
              ['Moderate'],
              ['Harassment, vulgar content, repeated violations'],
              ['Content removal; private chats, taking a mic, gifting or going live limited for 1 to 7 days'],
            ],
            [
              ['Serious'],
              ['Cheating on rank boards, mini-game plug-ins, private trading'],
              ['Points, rewards and ranks revoked; account suspended for 7 to 30 days'],
            ],
            [
              ['Very serious'],
              ['Scams, sexual content involving minors, impersonating the platform'],
              [{ strong: 'Permanent ban' }, ', and referral to the authorities as the law requires'],
            ],
          ],
        },
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                'Points and rewards revoked for a violation, and coins in a banned account, ',
                { strong: 'are not compensated or refunded' },
                '.',
              ],
            },
            {
              text: [
                'For unlawful conduct, we keep the relevant records and cooperate with the authorities’ investigations.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'appeals',
      title: 'Appeals',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                'If you disagree with a decision, you may appeal ',
                { em: 'within 7 days' },
                ' of the notice through “Me › Help & feedback”, giving your reasons and any evidence.',
              ],
            },
            {
              text: [
                'The appeal is reviewed by staff who did not take the original decision, and we reply within 15 working days.',
              ],
            },
            {
              text: [
                'If the appeal succeeds, we lift the restrictions and restore the points, rewards or ranks revoked as a result.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'changes',
      title: 'Changes and contact',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'We may revise these rules when the law or the services change; revisions are announced in the app with a new version and effective date. For questions, contact customer service in the app under “Me › Help & feedback”.',
          ],
        },
      ],
    },
  ],
};

export default community;
