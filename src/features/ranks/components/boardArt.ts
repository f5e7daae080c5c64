import coins from '../art/reward-coins.svg?no-inline';
import frame from '../art/reward-frame.svg?no-inline';
import medal from '../art/reward-medal.svg?no-inline';
import vehicle from '../art/reward-vehicle.svg?no-inline';
import christmas from '../art/banner-christmas.svg?no-inline';
import gold from '../art/banner-gold.svg?no-inline';
import newYear from '../art/banner-newYear.svg?no-inline';
import qixi from '../art/banner-qixi.svg?no-inline';
import rose from '../art/banner-rose.svg?no-inline';
import royal from '../art/banner-royal.svg?no-inline';
import star from '../art/banner-star.svg?no-inline';
import valentine from '../art/banner-valentine.svg?no-inline';
import type { BoardSkin } from '../boards';
import type { PrizeKind } from './rewardItems';

/*
 * The boards' pictures are SVG files, never inlined into the code (`?no-inline`): a board's first
 * visit downloads only its own banner and the prizes it shows, as images, after the code — a few
 * KB that cost no script time, and a new festival's banner adds nothing to the other boards.
 */

/** Each board family's illustration, drawn on the right of its festival band. */
export const BANNERS: Record<BoardSkin, string> = { royal, rose, gold, christmas, valentine, qixi, newYear, star };

/** What each kind of prize looks like in the reward strip. */
export const PRIZE_PICTURES: Record<PrizeKind, string> = { medal, vehicle, frame, coins };
