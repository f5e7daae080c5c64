import { type AppRoute, pageRoutes } from '../../platform/navigation/appRoute';
import * as pageLoaders from './pageLoaders';
import {
  BLIND_BOX_HOUSE_PATH,
  CONSTELLATION_PATH,
  CP_BLIND_BOX_PATH,
  CP_BLIND_BOX_ROOM_PATH,
  DRAGON_BLIND_BOX_PATH,
  FOOL_DAY_LOTTERY_PATH,
  SUMMER_BLIND_BOX_PATH,
  WISH_WHEEL_PATH,
} from './paths';

/** The lotteries and blind boxes (docs/areas/lottery.md): each page's own strings beside the draw's (`lottery`). */
export const lotteryRoutes: AppRoute[] = pageRoutes(pageLoaders, [
  [WISH_WHEEL_PATH, 'wish-wheel', 'wishWheelPage', 'lottery:titles.wish', 'wishWheel'],
  [CONSTELLATION_PATH, 'constellation', 'constellationPage', 'lottery:titles.constellation', 'constellation'],
  [FOOL_DAY_LOTTERY_PATH, 'fool-day-lottery', 'foolDayLotteryPage', 'lottery:titles.foolDay', 'foolDay'],
  [BLIND_BOX_HOUSE_PATH, 'blind-box-house', 'blindBoxHousePage', 'lottery:titles.house', 'blindbox'],
  [DRAGON_BLIND_BOX_PATH, 'dragon-blind-box', 'dragonBlindBoxPage', 'lottery:titles.dragonBox', 'blindbox'],
  [SUMMER_BLIND_BOX_PATH, 'summer-blind-box', 'summerBlindBoxPage', 'lottery:titles.summerBox', 'blindbox'],
  [CP_BLIND_BOX_ROOM_PATH, 'cp-blind-box-room', 'cpBlindBoxRoomPage', 'lottery:titles.cpRoom', 'cpBlindbox'],
  [CP_BLIND_BOX_PATH, 'cp-blind-box', 'cpBlindBoxPage', 'lottery:titles.cpBox', 'cpBlindbox'],
]);
