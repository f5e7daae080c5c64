import type { LegalDoc } from '../../legalDocument';

/** Anchor–Guild Agreement — translated from zh-Hant (the source). */
const anchorGuild: LegalDoc = {
  id: 'anchorGuild',
  version: '1.0',
  effectiveDate: '2026-01-01',
  title: 'Anchor–Guild Agreement',
  intro: [
    'This agreement is made between three parties — the platform, a guild and the anchor who joins it — and sets out the anchor’s term with the guild, the settlement of her income and each party’s rights and obligations. Please read it carefully before signing, ',
    {
      strong:
        'in particular the clauses in bold on the guild’s final approval, the exclusive grant of content rights and leaving the guild early',
    },
    '.',
  ],
  sections: [
    {
      id: 'parties',
      title: 'The parties',
      blocks: [
        {
          kind: 'table',
          head: ['Party', 'Called in this agreement', 'Main role'],
          rows: [
            [
              ['The operator of the platform'],
              ['The platform'],
              [
                'Provides the streaming services, calculates points, settles with the guild and the anchor, and receives the grant of content rights',
              ],
            ],
            [
              ['The guild'],
              ['The guild (Party A)'],
              ['Recruits, trains and manages anchors; settles their income and gives final approval'],
            ],
            [
              ['The anchor'],
              ['The anchor (Party B)'],
              ['Provides streaming and chat services on the platform in her own name'],
            ],
          ],
        },
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                'Party A: ',
                { field: 'guildName' },
                '; Party B: ',
                { field: 'realName' },
                ' (ID number: ',
                { field: 'idNumber' },
                '; nickname: ',
                { field: 'nickname' },
                '; account ID: ',
                { field: 'accountId' },
                ').',
              ],
            },
            {
              text: [
                'Party B must be 18 or older and have completed identity verification with her real name; Party B is also bound by the ',
                { link: { doc: 'broadcaster', text: 'Broadcaster Agreement' } },
                '.',
              ],
            },
            {
              text: [
                'On the settlement and approval of Party B’s income, this agreement prevails over the Broadcaster Agreement; on all other matters the Broadcaster Agreement governs.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'term',
      title: 'Term, renewal and early termination',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                'The term is ',
                { em: '1 year' },
                ', from ',
                { field: 'termStart' },
                ' to ',
                { field: 'termEnd' },
                '. Party B chooses the start date when signing: the day of signing at the earliest, the 30th day after it at the latest.',
              ],
            },
            {
              text: [
                'If neither Party A nor Party B states in the app, within the 30 days before the term ends, that it will not renew, this agreement renews automatically for 1 year; either of them may also renew by signing again in the app.',
              ],
            },
            {
              text: ['This agreement may end early in any of these cases:'],
              items: [
                ['Party A and Party B agree to end it;'],
                [
                  'Party B applies to leave the guild under ',
                  { link: { doc: 'anchorGuild', section: 'changing-guild', text: 'section 8' } },
                  ' and the procedure is complete;',
                ],
                ['Party A fails to settle Party B’s income on time and does not put it right after a reminder;'],
                ['a party seriously breaches this agreement or the platform’s rules;'],
                ['the platform cancels the guild’s status, or Party B’s account is banned.'],
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'settlement',
      title: 'Settlement of income',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Party B’s income during the term is settled by Party A, and ',
            { strong: 'Party A has final approval over Party B’s withdrawals' },
            '. Settlement works as follows:',
          ],
        },
        {
          kind: 'table',
          head: ['Item', 'Agreed', 'Notes'],
          rows: [
            [
              ['Points exchange rate'],
              ['The platform’s rate shown in the app'],
              ['The same as for anchors without a guild'],
            ],
            [
              ['Party B’s share'],
              ['As agreed in the app at signing'],
              ['Calculated on the income from Party B’s points'],
            ],
            [['Guild service fee'], ['As agreed in the app at signing'], ['No other fee may be charged to Party B']],
            [['Settlement period'], ['Once a week'], ['Monday 00:00 to Sunday 23:59 (UTC+8)']],
            [
              ['Party A’s approval time'],
              ['Within 3 working days of submission'],
              ['If nothing is done in time, Party B may complain to the platform'],
            ],
            [
              ['Time to pay'],
              ['Within 3 working days of approval'],
              ['Paid to the Alipay account in Party B’s own name that she linked'],
            ],
          ],
        },
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                'Each of Party B’s withdrawals goes through these states, which she can follow in her withdrawal records:',
              ],
              items: [
                [{ em: 'Submitted' }, ': Party B has made the request;'],
                [{ em: 'Guild approving' }, ': waiting for Party A’s approval;'],
                [{ em: 'Paying' }, ': Party A has approved and the platform is paying;'],
                [{ em: 'Paid' }, ': the money has reached Party B’s account;'],
                [{ em: 'Rejected' }, ': Party A or the platform has refused it, and must state the reason.'],
              ],
            },
            {
              text: [
                'When a withdrawal is rejected, its points return to Party B’s balance. Party A must base a rejection on this agreement or the platform’s rules, and may not refuse or delay without cause.',
              ],
            },
            {
              text: [
                'A withdrawal must still meet the ',
                {
                  link: {
                    doc: 'broadcaster',
                    section: 'cash',
                    text: 'withdrawal conditions of the Broadcaster Agreement',
                  },
                },
                ' (7 consecutive sign-in days, identity verification and a linked Alipay account).',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'guild-duties',
      title: 'Obligations of the guild (Party A)',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            { text: ['Train Party B in the platform’s rules, content safety, streaming skills and the like.'] },
            {
              text: [
                'Give Party B the support she needs in running her streams, taking part in activities and solving problems.',
              ],
            },
            {
              text: [
                'Approve and settle Party B’s income ',
                { em: 'on time and in full' },
                ' under ',
                { link: { doc: 'anchorGuild', section: 'settlement', text: 'section 3' } },
                ', without withholding it for no reason.',
              ],
            },
            {
              text: [
                { strong: 'Charge Party B no deposit, training fee or any fee not agreed in this agreement' },
                ', and never lead Party B to cheat or trade privately.',
              ],
            },
            {
              text: [
                'Keep Party B’s identity details and other personal data safe, and use them only to perform this agreement.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'anchor-duties',
      title: 'Obligations of the anchor (Party B)',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            { text: ['Give true registration details, and update them promptly when they change.'] },
            { text: ['Stream in person, and never lend or transfer the account to anyone else.'] },
            {
              text: [
                'Comply with the ',
                {
                  link: {
                    doc: 'broadcaster',
                    section: 'conduct',
                    text: 'rules of conduct of the Broadcaster Agreement',
                  },
                },
                ' and the ',
                { link: { doc: 'community', text: 'Community Rules' } },
                ', and never trade privately, cheat or inflate figures.',
              ],
            },
            { text: ['Not join any other guild on the platform during the term.'] },
            {
              text: [
                'Attend the training Party A arranges, and follow Party A’s reasonable management under the platform’s rules.',
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
                'The rights in the stream and chat content Party B produces on the platform are, under the ',
                {
                  link: {
                    doc: 'broadcaster',
                    section: 'content',
                    text: 'content rights clause of the Broadcaster Agreement',
                  },
                },
                ', ',
                { strong: 'granted exclusively to the platform' },
                '.',
              ],
            },
            {
              text: [
                'Party A acquires no rights in that content through this agreement; to use it, Party A must first obtain the platform’s authorisation.',
              ],
            },
            { text: ['The end of this agreement does not affect the grant for content already produced.'] },
          ],
        },
      ],
    },
    {
      id: 'confidentiality',
      title: 'Confidentiality',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Each party keeps confidential the income shares, settlement data, user data and unpublished platform rules it learns of through this agreement, and does not disclose them to third parties without the other parties’ consent, unless the law requires otherwise. This duty continues ',
            { em: 'for 2 years' },
            ' after this agreement ends.',
          ],
        },
      ],
    },
    {
      id: 'changing-guild',
      title: 'Changing guild',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                'If Party B wishes to leave the guild before the term ends, she applies in the app and gives her reason; Party A must deal with the application within 7 days, failing which the platform deals with it under this agreement.',
              ],
            },
            {
              text: [
                'Points Party B earned before leaving ',
                { em: 'belong to Party B' },
                ', and Party A settles them up to the day she leaves; any penalty or other compensation is limited to what was agreed in the app at signing.',
              ],
            },
            {
              text: [
                'Once the leaving procedure is complete, Party B may join another guild or keep streaming as an anchor without a guild.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'disputes',
      title: 'Violations and disputes',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                'If Party A or Party B cheats or trades privately, the platform may ',
                { strong: 'revoke the rewards concerned and ban the accounts' },
                ', and may cancel the guild’s status.',
              ],
            },
            {
              text: [
                'The parties first try to settle any dispute amicably; failing that, any of them may ask the platform to mediate through “Me › Help & feedback” in the app.',
              ],
            },
            {
              text: [
                'If mediation fails, any party may bring proceedings before the competent court of the place where the operator is established; this agreement is governed by the laws of that place.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'signing',
      title: 'Signing and effect',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                'Party B signs by reading this agreement in the app, ticking “Agree” and submitting (date signed: ',
                { field: 'signedDate' },
                '); the confirmation page shows Party B’s real name, masked ID number, nickname and account ID.',
              ],
            },
            {
              text: [
                'The platform records ',
                { em: 'the time of signing and the version of this agreement' },
                ', which has the same effect as a handwritten signature; Party B can view the signed version in the app.',
              ],
            },
            {
              text: [
                'Revisions of this agreement are announced in the app; a change to Party B’s share or term takes effect only once Party B signs again.',
              ],
            },
          ],
        },
        {
          kind: 'paragraph',
          text: ['For any questions, contact customer service in the app under “Me › Help & feedback”.'],
        },
      ],
    },
  ],
};

export default anchorGuild;
