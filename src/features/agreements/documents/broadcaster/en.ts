import type { LegalDoc } from '../../legalDocument';

/** Broadcaster Agreement — translated from zh-Hant (the source). */
const broadcaster: LegalDoc = {
  id: 'broadcaster',
  version: '1.0',
  effectiveDate: '2026-01-01',
  title: 'Broadcaster Agreement',
  intro: [
    'This agreement sets out your rights and obligations when you provide voice room, video chat and live-streaming services on the platform as an anchor. Please read it carefully before you apply to become an anchor, ',
    {
      strong:
        'in particular the clauses in bold on the exclusive grant of content rights, the conditions for withdrawal, the handling of violations, and the revocation of rewards and banning of accounts',
    },
    '. By ticking “Agree” in the app and submitting your anchor application, you confirm that you have read this agreement and agree to be bound by it.',
  ],
  sections: [
    {
      id: 'scope',
      title: 'Scope and who may be an anchor',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                'This agreement is between you and the operator of the platform (“the platform”) and governs your services as an anchor. It forms part of the ',
                { link: { doc: 'userAgreement', text: 'User Agreement' } },
                '; anything it does not cover is governed by the User Agreement.',
              ],
            },
            {
              text: ['To apply to become an anchor, you must meet all of the following conditions:'],
              items: [
                ['you are 18 or older and have full legal capacity;'],
                [
                  'you have completed identity verification with your real name as yourself, and filled in the anchor registration form truthfully;',
                ],
                ['your account has not been banned, nor your anchor status cancelled, for a serious violation.'],
              ],
            },
            {
              text: [
                'If you join a guild, you must also comply with the ',
                { link: { doc: 'anchorGuild', text: 'Anchor–Guild Agreement' } },
                ' between you, the guild and the platform; where the two differ on the settlement of income, the Anchor–Guild Agreement prevails.',
              ],
            },
          ],
        },
        {
          kind: 'note',
          text: [
            { strong: 'Minors may not become anchors, nor appear on camera in your streams or chats. ' },
            'If the platform finds that an anchor is under 18, it cancels her anchor status at once.',
          ],
        },
      ],
    },
    {
      id: 'points',
      title: 'How you earn points',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'You earn ',
            { em: 'points' },
            ' by receiving gifts, providing paid chats and completing certain actions. The main points rules are currently:',
          ],
        },
        {
          kind: 'table',
          head: ['Action', 'Points', 'Notes'],
          rows: [
            [
              ['Replying to a new user'],
              ['2 points per reply'],
              ['The user is a new non-member and you reply within 3 minutes'],
            ],
            [['A user buys a weekly membership'], ['100 points'], ['Credited under the in-app membership bonus rules']],
            [
              ['A user buys a monthly membership'],
              ['225 points'],
              ['Credited under the in-app membership bonus rules'],
            ],
            [['Video chat'], ['50 points per minute'], ['Counted on paid time']],
            [['Voice chat'], ['10 points per minute'], ['Counted on paid time']],
            [
              ['A voice call with a new user over 2 minutes'],
              ['50 activity points'],
              ['Count towards tasks and activity'],
            ],
          ],
        },
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                'Paid time is ',
                { em: 'counted in whole minutes' },
                '; a part of a minute does not count. Points are always whole numbers, never fractions.',
              ],
            },
            { text: ['Points from gifts received are those shown on the gift page or in your earnings details.'] },
            {
              text: [
                'The platform may adjust the points rules for operational needs and announces any adjustment in the app beforehand; points already earned are not affected.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'cash',
      title: 'Exchanging points and withdrawing cash',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                'Points can be exchanged for cash ',
                { em: 'at the rate shown in the app' },
                '; any amount below the smallest unit of the currency is dropped.',
              ],
            },
            {
              text: ['To request a withdrawal, you must meet all of the following conditions:'],
              items: [
                ['you have signed in on 7 consecutive days (calendar days in UTC+8);'],
                ['you have completed identity verification with your real name;'],
                ['you have linked an Alipay account opened in your own name.'],
              ],
            },
            {
              text: ['The minimum and maximum amounts of a single withdrawal are those shown on the withdrawal page.'],
            },
            {
              text: [
                'Withdrawals by guild anchors need the guild’s approval; for the steps and time limits, see the ',
                {
                  link: {
                    doc: 'anchorGuild',
                    section: 'settlement',
                    text: 'settlement clause of the Anchor–Guild Agreement',
                  },
                },
                '.',
              ],
            },
            {
              text: [
                'You must declare and pay income tax yourself as the law requires; where the law requires the platform to withhold tax, it deducts it from the amount withdrawn.',
              ],
            },
          ],
        },
        {
          kind: 'note',
          text: [
            'If money cannot be paid or is paid to the wrong person because the Alipay account or identity details you gave are wrong, ',
            { strong: 'you bear the consequences' },
            '; please check them carefully before withdrawing.',
          ],
        },
      ],
    },
    {
      id: 'rating',
      title: 'Anchor rating',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Every week the platform rates you on three scores — reply rate, call quality and conduct — with ',
            { em: 'one of four grades, A to D' },
            ' (A is the highest). Your grade decides the recommendations and benefits you get:',
          ],
        },
        {
          kind: 'table',
          head: ['Grade', 'System private-chat recommendations', 'Private-house recommendations', 'Quality user pool'],
          rows: [
            [['A'], ['Recommended first'], ['Recommended first'], ['Open']],
            [['B'], ['Recommended normally'], ['Recommended normally'], ['Not open']],
            [['C'], ['Recommended less'], ['Recommended less'], ['Not open']],
            [['D'], ['Suspended'], ['Suspended'], ['Not open']],
          ],
        },
        {
          kind: 'clauses',
          clauses: [
            { text: ['The number of private chats you may start each day at each grade is shown on the rating page.'] },
            {
              text: [
                'Officially announced CP anchors ',
                { strong: 'no longer receive new-user traffic recommendations' },
                '.',
              ],
            },
            {
              text: [
                'Grades are set by the system from data; if you disagree with your grade, you may ask for a review through in-app customer service.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'tasks',
      title: 'New-anchor tasks and rewards',
      blocks: [
        {
          kind: 'paragraph',
          text: ['New anchors can complete the following tasks, in order, on the new-anchor tasks page:'],
        },
        {
          kind: 'bullets',
          items: [
            ['sign in on 7 consecutive days;'],
            ['earn 1,000 points from replies;'],
            ['receive more than 10 users in your private house (a call over 120 seconds counts as one);'],
            ['gain 3 close friends and 1 CP.'],
          ],
        },
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                'Completing 3 tasks earns a ',
                { em: 'cash reward of CN¥30' },
                ', and completing all 4 tasks earns a further ',
                { em: 'cash reward of CN¥100' },
                '; in Taiwan the amounts are those shown in the app.',
              ],
            },
            {
              text: [
                'Rewards must be claimed by hand on the tasks page; once claimed they are added to your earnings and can be withdrawn under ',
                { link: { doc: 'broadcaster', section: 'cash', text: 'section 3' } },
                '.',
              ],
            },
            {
              text: [
                'If a task is completed by cheating or private trading, ',
                { strong: 'the platform may revoke rewards already given' },
                '.',
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
                'To the extent the law allows, the copyright and related rights in the video, sound, text and other content you produce in live streams, voice rooms and video chats on the platform are ',
                { strong: 'granted exclusively to the platform' },
                ', including the rights to reproduce, distribute, edit, promote and sublicense it, worldwide; the end of this agreement does not affect the grant for content already produced.',
              ],
            },
            {
              text: [
                'Without the platform’s written consent, you may not provide such content to other platforms or stream simultaneously on other platforms.',
              ],
            },
            { text: ['The platform may use your nickname, avatar and stream images to promote your streams.'] },
            {
              text: [
                'You warrant that what you post does not infringe anyone’s copyright, portrait rights, privacy or other rights; you are responsible for any dispute this causes.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'conduct',
      title: 'Anchors’ rules of conduct',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: ['You may not:'],
              items: [
                [
                  { em: 'trade privately' },
                  ': lead users to transfer money, pay or trade outside the platform, or sell contact details privately;',
                ],
                [
                  { em: 'cheat or inflate figures' },
                  ': inflate gifts, chat time, points or rankings with secondary accounts, other people’s accounts, plug-ins or collusion;',
                ],
                ['post pornographic, vulgar, revealing or sexually suggestive content;'],
                ['let a minor appear on camera or stream for you, or lend or transfer your account to anyone else;'],
                ['insult, harass or defraud users, or post anything else that breaks the law or the platform’s rules.'],
              ],
            },
            {
              text: [
                'Further content requirements are set out in the ',
                { link: { doc: 'community', text: 'Community Rules' } },
                '.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'violations',
      title: 'Handling violations',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                'If you breach this agreement, the platform may, depending on the case, take one or more of these measures:',
              ],
              items: [
                ['a warning, removal of content or a lower grade;'],
                ['freezing or deducting points obtained through the violation, and suspending withdrawals;'],
                ['revoking task, activity and ranking rewards already given;'],
                ['cancelling your anchor status or banning the account.'],
              ],
            },
            {
              text: [
                'Points and rewards obtained by cheating or private trading are ',
                { strong: 'void in every case' },
                '; the platform may take them back and ban the accounts involved.',
              ],
            },
            {
              text: [
                'If you disagree with a decision, you may appeal through in-app customer service within 7 days of being notified.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'termination',
      title: 'Changes and termination',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                'The platform may revise this agreement when its business or the law changes. It announces revisions in the app and updates the version and effective date; continuing to provide anchor services after a revision takes effect means you accept it.',
              ],
            },
            {
              text: [
                'You may ask to stop providing anchor services at any time. Points earned before then that meet the conditions can still be exchanged and withdrawn under ',
                { link: { doc: 'broadcaster', section: 'cash', text: 'section 3' } },
                ', except points frozen for a violation.',
              ],
            },
            {
              text: [
                'The end of this agreement does not affect the grant of content rights in ',
                { link: { doc: 'broadcaster', section: 'content', text: 'section 6' } },
                ' or any liability that arose before it ended.',
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

export default broadcaster;
