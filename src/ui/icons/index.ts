export { type IconProps, type MetalTone, METAL_TONES } from './Icon';
export { GoldCoinIcon, SilverCoinIcon } from './Coin';
export { DiamondIcon } from './DiamondIcon';
export { PointsIcon } from './PointsIcon';
export { CashIcon } from './CashIcon';
export { MedalIcon, type MedalIconProps } from './MedalIcon';
export { TrophyIcon } from './TrophyIcon';
export { CrownIcon, type CrownIconProps } from './CrownIcon';
export { DefaultAvatar } from './DefaultAvatar';
