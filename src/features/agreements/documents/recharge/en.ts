import type { LegalDoc } from '../../legalDocument';

/** Recharge Agreement — translated from zh-Hant (the source). */
const recharge: LegalDoc = {
  id: 'recharge',
  version: '1.0',
  effectiveDate: '2026-01-01',
  title: 'Recharge Agreement',
  intro: [
    'This agreement sets out the rules for buying gold coins and VIP membership and for redeeming gift cards on the platform. Please read it carefully before you recharge, ',
    {
      strong:
        'in particular the clauses on non-refundable coins, the responsibility of the payer when recharging for someone else, and auto-renewal',
    },
    '. By completing any recharge or purchase, you confirm that you have read this agreement and agree to it.',
  ],
  sections: [
    {
      id: 'scope',
      title: 'Scope and definitions',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                'This agreement forms part of the ',
                { link: { doc: 'userAgreement', section: 'coins', text: 'User Agreement' } },
                ' and applies to every purchase and redemption on the recharge, VIP, limited-offer and gift-card pages.',
              ],
            },
            {
              text: ['In this agreement:'],
              items: [
                [{ em: 'gold coins' }, ' are virtual items bought with money and usable only on the platform;'],
                [
                  { em: 'an order' },
                  ' is a transaction, with an order number, that the platform creates when you confirm a purchase;',
                ],
                [{ em: 'the payer' }, ' is the user who actually pays for the order;'],
                [
                  { em: 'the recipient' },
                  ' is the account that receives the order’s coins or benefits: the payer or another member.',
                ],
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'coins',
      title: 'Gold coins and prices',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                'Gold coins are whole numbers, used for gifts, video and voice chat, VIP and noble membership, mini-games and more. They ',
                { strong: 'are neither legal tender nor a stored-value payment instrument' },
                '.',
              ],
            },
            {
              text: [
                'Before you pay, the recharge page shows each package’s coins, bonus coins, price and currency; the confirmation shows the recipient, package, payment method and amount due once more. ',
                { em: 'You are charged the amount the confirmation shows' },
                '.',
              ],
            },
            {
              text: [
                'Amounts are always calculated and settled in the currency’s smallest unit (cents for New Taiwan dollars, yuan and US dollars; Japanese yen and Korean won have no fractions), so no conversion adds odd extra charges; fees that a payment provider charges on top follow its own rules.',
              ],
            },
            {
              text: [
                'First-recharge bonuses, limited offers and other promotions follow what their page says and may be limited in time or in purchases per member; once a promotion ends or its limit is reached, an order is refused and nothing is charged.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'payment',
      title: 'Payment methods',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'The payment methods available depend on your account’s market; those shown on the recharge page apply:',
          ],
        },
        {
          kind: 'table',
          head: ['Market', 'Currency', 'Payment methods'],
          rows: [
            [
              ['Taiwan'],
              ['New Taiwan dollar (TWD)'],
              ['Credit card (Visa / Mastercard / JCB), LINE Pay, JKO Pay, convenience-store payment code'],
            ],
            [['Mainland China'], ['Renminbi (CNY)'], ['Alipay, WeChat Pay, UnionPay']],
            [['Other regions'], ['US dollar (USD)'], ['Credit card (Visa / Mastercard), PayPal, Google Pay']],
            [
              ['Inside the iOS app'],
              ['The currency the App Store shows'],
              ['Apple in-app purchase, through the app’s own store page'],
            ],
          ],
        },
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                'You pay on the payment provider’s page or app, under its terms of service; we keep neither your full card number nor your payment password — see the ',
                { link: { doc: 'privacy', section: 'sharing', text: 'Privacy Policy' } },
                '.',
              ],
            },
            {
              text: [
                'On iOS, gold coins and VIP can be bought only through Apple in-app purchase, and charges, refunds and subscriptions there follow Apple’s rules.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'others',
      title: 'Recharging for others, and official top-up agents',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                'You can recharge for another member by entering their public ID. Before you pay, the page shows that member’s avatar, nickname and public ID: check each of them.',
              ],
            },
            {
              text: [
                { strong: 'The payer is responsible for the public ID being right. ' },
                'Once the coins are credited to the account you named, delivery is complete; we cannot reverse or refund a loss caused by a wrong public ID.',
              ],
            },
            {
              text: [
                'Recharging for someone is a matter between you and the recipient; we take no part in, and guarantee nothing about, any arrangement between you.',
              ],
            },
            {
              text: [
                'Official top-up agents are ',
                { em: 'only those listed under “Official top-up agents” on the recharge page' },
                ', with their name, contact (LINE, WhatsApp or Telegram) and hours.',
              ],
            },
          ],
        },
        {
          kind: 'note',
          text: [
            'Any person or website not listed in the app that calls itself an “official agent” or offers “cheap coins” is not authorised by the platform. ',
            {
              strong:
                'Buying from them is a private trade, not protected by this agreement, and the coins may be taken back',
            },
            '. Do not be fooled.',
          ],
        },
      ],
    },
    {
      id: 'refunds',
      title: 'No refunds, and the exceptions',
      blocks: [
        {
          kind: 'note',
          text: [
            {
              strong: 'Once credited, gold coins are not refundable and cannot be exchanged for cash or transferred, ',
            },
            'except where mandatory law provides otherwise.',
          ],
        },
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                'For a recharge a minor made without a guardian’s consent, the guardian may ask for a refund in the app under “Me › Help & feedback”, providing:',
              ],
              items: [
                ['the order number and the payment record;'],
                ['the public ID of the account recharged;'],
                ['proof of guardianship and of the minor’s age.'],
              ],
            },
            {
              text: [
                'Once verified, we refund the money for the coins not yet used to the original payment method; coins already used are dealt with as the law provides.',
              ],
            },
            {
              text: [
                'Other refunds the law provides for (such as a double charge, see ',
                { link: { doc: 'recharge', section: 'orders', text: 'section 8' } },
                ') are handled under the rules concerned.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'vip',
      title: 'VIP membership and auto-renewal',
      blocks: [
        {
          kind: 'table',
          head: ['Plan', 'Valid for', 'Renewal'],
          rows: [
            [['Weekly VIP'], ['7 days'], ['One-off purchase; does not renew']],
            [
              ['Monthly VIP'],
              ['30 days'],
              [
                'If you choose auto-renewal when buying, renews every 30 days at the price shown on the page; cancel any time',
              ],
            ],
          ],
        },
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                'Each plan’s card states its price and renewal in plain words, such as “renews every 30 days, cancel any time” or “one-off, 7 days, doesn’t renew”.',
              ],
            },
            {
              text: [
                'Auto-renewal charges you before the current period ends and extends the membership by 30 days. ',
                {
                  strong:
                    'If you do not want to renew, cancel on the VIP page at least 24 hours before the current period ends',
                },
                ' (on iOS, in your Apple account’s subscription settings). After cancelling, the current period’s benefits last until it ends; the fee already charged for it is not refunded.',
              ],
            },
            {
              text: [
                'If the renewal price changes, we tell you in the app before it takes effect; unless you cancel, the new price is charged from the next period.',
              ],
            },
            {
              text: [
                'Buying again while a membership is active extends it from its current end, so no time is lost to overlap.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'nobles',
      title: 'Nobles and gift cards',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                'There are nine noble tiers — emperor, king, prince, duke, marquis, earl, viscount, baron, knight — opened and kept by growth value:',
              ],
              items: [
                ['every 10 gold coins recharged, gifted and so on count as 1 growth value;'],
                ['reaching a higher tier’s requirement upgrades you and restarts the 30-day cycle;'],
                [
                  'reaching the maintenance value within 30 days keeps the tier; otherwise the tier’s decay value is subtracted, and if that is not enough you move down to the matching tier.',
                ],
              ],
            },
            {
              text: [
                'Noble benefits are those described on the noble pages; props received as a noble are valid for one year from receipt.',
              ],
            },
            {
              text: [
                'A gift card’s code is 16 letters and digits. ',
                { em: 'Each card can be redeemed only once' },
                ', and its coins go to the account signed in when redeeming; a used or expired card cannot be redeemed.',
              ],
            },
            {
              text: [
                'Gift cards cannot be exchanged for cash or refunded, and a lost card or one redeemed first by someone else is not replaced; get gift cards only from official channels.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'orders',
      title: 'Failed, duplicate and irregular orders',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: [
                { em: 'One purchase makes one order' },
                ': when the confirmation opens, a unique key is made for that purchase, so tapping twice, retrying after a lost connection or reloading the page never places a second order or charges you twice.',
              ],
            },
            {
              text: [
                'After you pay, the page checks the order’s status by itself; a failed payment credits no coins, and you can buy again, which is a new order.',
              ],
            },
            {
              text: [
                'In these cases contact customer service in the app under “Me › Help & feedback”, giving the order number:',
              ],
              items: [
                ['you were charged but have not received the coins or benefits after 30 minutes;'],
                ['one purchase was charged twice;'],
                ['the coins credited or the recipient do not match the confirmation.'],
              ],
            },
            {
              text: [
                'A verified double charge is refunded to the original payment method; coins or benefits credited in excess through a system error may be corrected by us.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'fraud',
      title: 'Fraud, chargebacks and abuse',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: ['The following are strictly forbidden:'],
              items: [
                ['recharging with another person’s card, account or payment instrument;'],
                ['filing a false chargeback with the card issuer or payment provider after receiving the coins;'],
                ['getting coins through system flaws, plug-ins or other improper means;'],
                ['trading coins or accounts privately, or using recharges to launder money or cash out.'],
              ],
            },
            {
              text: [
                'In such cases we may ',
                {
                  strong:
                    'deduct the coins concerned, withdraw benefits already activated, and freeze or ban the account',
                },
                ', and pursue liability under the law; see the ',
                { link: { doc: 'community', text: 'Community Rules' } },
                '.',
              ],
            },
            {
              text: [
                'If you have doubts about a charge, contact customer service first; where a reasonable dispute is confirmed, we will resolve it with you.',
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
            'We may revise this agreement when the services or the law change. We announce revisions in the app and update the version and effective date. A revision does not affect orders completed before it takes effect; recharging or buying after it takes effect means you accept it.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'For questions about this agreement or any order, contact customer service in the app under “Me › Help & feedback”. We reply ',
            { em: 'within 15 working days' },
            '.',
          ],
        },
      ],
    },
  ],
};

export default recharge;
