import type { LegalDoc } from '../../legalDocument';

/** Activity Rules — translated from zh-Hant (the source). */
const activityRule: LegalDoc = {
  id: 'activityRule',
  version: '1.0',
  effectiveDate: '2026-01-01',
  title: 'Activity Rules',
  intro: [
    'These rules apply to every event, rank board and mini-game the platform runs. Where an event page says otherwise, that page prevails; for anything it does not cover, these rules apply. ',
    { strong: 'By taking part in any event, you agree to these rules' },
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
                'These rules apply to all events, including festival events (such as Christmas, Valentine’s Day and Qixi), rank boards, lotteries, blind boxes and mini-games.',
              ],
            },
            {
              text: [
                'When you take part in an event, you must also follow the ',
                { link: { doc: 'userAgreement', text: 'User Agreement' } },
                ' and the ',
                { link: { doc: 'community', text: 'Community Rules' } },
                '.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'schedule',
      title: 'Event times',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'All event times are in ',
            { strong: 'UTC+8' },
            ', with start and end times as published on the event page. For example:',
          ],
        },
        {
          kind: 'bullets',
          items: [
            [
              'the Christmas event runs from 24 to 26 December, and the prize pool is split on ',
              { em: '27 December' },
              ';',
            ],
            ['a billboard event such as 27 December 2024 to 3 January 2025 is settled at its closing time;'],
            [
              'after an event ends, its page usually stays available for 7 days to show the results, then goes offline.',
            ],
          ],
        },
      ],
    },
    {
      id: 'ranking',
      title: 'How ranks are counted',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: ['Rank boards count the value of gifts sent or received during the event:'],
              items: [
                ['each gold coin counts as 10 rich or charm value;'],
                ['each 10 silver coins count as 12 (1.2 times);'],
                ['multipliers on special boards such as CP boards are as stated on the event page.'],
              ],
            },
            { text: ['On equal values, ', { em: 'the user who reached the value first ranks higher' }, '.'] },
            {
              text: [
                'Gifts that were refunded, obtained through private trading or found to be cheating do not count.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'rewards',
      title: 'Rewards and validity',
      blocks: [
        {
          kind: 'table',
          head: ['Reward', 'Valid for', 'Notes'],
          rows: [
            [['Daily and weekly board medals'], ['1 day'], ['From the time they are awarded']],
            [['Vehicles'], ['7 days'], ['Shown when you enter a room']],
            [['Blessing rewards (big / middle / small)'], ['30 days / 7 days / 3 days'], ['By blessing level']],
            [
              ['Props (such as tree-lighting props)'],
              ['1 year'],
              ['Each prop can be used once and can be given to others'],
            ],
          ],
        },
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                'Rewards are credited to your account and ',
                { strong: 'cannot be exchanged for cash, transferred or sold' },
                ' (except props that can be given).',
              ],
            },
            { text: ['Rewards expire automatically at the end of their validity and are not extended or reissued.'] },
          ],
        },
      ],
    },
    {
      id: 'results',
      title: 'Results and delivery',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                'Ranks, draw results and prize-pool shares ',
                { strong: 'are as recorded by the server' },
                '; what a page shows may differ from the final result because of network delays.',
              ],
            },
            {
              text: [
                'Rewards are normally delivered after the event is settled; if maintenance delays them, we deliver them as soon as service resumes.',
              ],
            },
            {
              text: [
                'If you have questions about a result, raise them within 7 days of settlement through “Me › Help & feedback”.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'mini-games',
      title: 'Mini-games',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: ['Speed-car racing:'],
              items: [
                ['a round starts every ', { em: '40 seconds' }, ': countdown, race, then the results;'],
                [
                  'each car takes at most ',
                  { em: '5000 liters' },
                  ' of fuel per round; refill your gasoline first when it runs short; confirmed refuelling cannot be changed;',
                ],
                [
                  'every gold coin spent gives 1 liter of gasoline and 1 medal fragment; 2000 fragments give 1 day of the gold racer medal.',
                ],
              ],
            },
            {
              text: ['Scratch cards:'],
              items: [
                ['cards must be bought first, and cannot be bought when the balance is too low;'],
                ['each card comes with 1 medal fragment; ', { em: '5 fragments give 1 day of the medal' }, ';'],
                [
                  'leaving or moving to the next card mid-scratch scratches the rest automatically and the result goes to your records; the records keep the latest 100.',
                ],
              ],
            },
          ],
        },
        {
          kind: 'note',
          text: [
            { strong: 'Minors may not take part in the racing game' },
            '. Mini-game prizes are virtual items on the platform; they cannot be exchanged for cash or traded outside the platform.',
          ],
        },
      ],
    },
    {
      id: 'fair-play',
      title: 'Fair play',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'If you take part using several accounts, plug-ins, scripts, collusion or private trading, we may ',
            { strong: 'cancel your ranks and rewards' },
            ', take back rewards already delivered, and act on your account under ',
            { link: { doc: 'community', section: 'penalties', text: 'the penalties of the Community Rules' } },
            '.',
          ],
        },
      ],
    },
    {
      id: 'apple',
      title: 'Apple is not involved',
      blocks: [
        {
          kind: 'note',
          text: [
            'All events and prizes are provided by the platform and ',
            { strong: 'have nothing to do with Apple Inc.' },
            ' Apple is not a sponsor of the events and is not involved in them in any way.',
          ],
        },
      ],
    },
    {
      id: 'interpretation',
      title: 'Interpretation and contact',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                'To the extent permitted by law, the platform reserves the right of final interpretation of the event rules.',
              ],
            },
            {
              text: [
                'In case of force majeure or system failure, we may adjust, suspend or end an event early, and will announce it on the event page.',
              ],
            },
            {
              text: ['For questions, contact customer service in the app under “Me › Help & feedback”.'],
            },
          ],
        },
      ],
    },
  ],
};

export default activityRule;
