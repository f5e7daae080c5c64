import type { Preview } from '@storybook/react-vite';
import { LANGUAGES } from '../src/platform/i18n/languages';

/** Clock presets for time-dependent screens; stories are pinned so screenshots never drift. */
export const CLOCK_PRESETS = {
  'summer-2025': { title: '2025-07-01 20:00 (UTC+8)', iso: '2025-07-01T20:00:00+08:00' },
  'qixi-2025': { title: '2025-08-29 20:00 Qixi (UTC+8)', iso: '2025-08-29T20:00:00+08:00' },
  'christmas-2024': { title: '2024-12-25 20:00 Christmas (UTC+8)', iso: '2024-12-25T20:00:00+08:00' },
  'christmas-2026-before': { title: '2026-12-20 20:00 Christmas: before (UTC+8)', iso: '2026-12-20T20:00:00+08:00' },
  'christmas-2026-open': { title: '2026-12-25 20:00 Christmas: open (UTC+8)', iso: '2026-12-25T20:00:00+08:00' },
  'christmas-2026-split': { title: '2026-12-27 20:00 Christmas: split day (UTC+8)', iso: '2026-12-27T20:00:00+08:00' },
  'christmas-2026-after': { title: '2026-12-30 20:00 Christmas: after (UTC+8)', iso: '2026-12-30T20:00:00+08:00' },
  live: { title: 'Real time (now)', iso: null },
} as const;

export type ClockPreset = keyof typeof CLOCK_PRESETS;

export const LOCALE_TITLES: Record<(typeof LANGUAGES)[number], string> = {
  'zh-Hant': '繁體中文 zh-Hant',
  'zh-Hans': '简体中文 zh-Hans',
  en: 'English en',
  ja: '日本語 ja',
  ko: '한국어 ko',
};

export const globalTypes: Preview['globalTypes'] = {
  locale: {
    description: 'Language of every string',
    toolbar: {
      title: 'Locale',
      icon: 'globe',
      dynamicTitle: true,
      items: LANGUAGES.map((value) => ({ value, title: LOCALE_TITLES[value] })),
    },
  },
  clock: {
    description: 'The app clock ("now") for time-dependent screens',
    toolbar: {
      title: 'Clock',
      icon: 'time',
      dynamicTitle: true,
      items: Object.entries(CLOCK_PRESETS).map(([value, { title }]) => ({ value, title })),
    },
  },
  statusBarHeight: {
    description: 'Status-bar height the native app reports (CSS px)',
    toolbar: {
      title: 'Status bar',
      icon: 'mobile',
      dynamicTitle: true,
      items: ['0', '25', '44'].map((value) => ({ value, title: `Status bar ${value}px` })),
    },
  },
  host: {
    description: 'Inside the app (mock bridge present) or a shared link in a plain browser',
    toolbar: {
      title: 'Host',
      icon: 'browser',
      dynamicTitle: true,
      items: [
        { value: 'app', title: 'In app (bridge)' },
        { value: 'browser', title: 'In browser (no bridge)' },
      ],
    },
  },
  platform: {
    description: 'The phone the app runs on (iOS shows the vendor disclaimer footer)',
    toolbar: {
      title: 'Platform',
      icon: 'mobile',
      dynamicTitle: true,
      items: [
        { value: 'ios', title: 'iOS' },
        { value: 'android', title: 'Android' },
      ],
    },
  },
  motion: {
    description: 'Full motion, or reduced motion as the OS setting asks for',
    toolbar: {
      title: 'Motion',
      icon: 'lightning',
      dynamicTitle: true,
      items: [
        { value: 'full', title: 'Full motion' },
        { value: 'reduced', title: 'Reduced motion' },
      ],
    },
  },
};

export const initialGlobals = {
  locale: 'zh-Hant',
  clock: 'summer-2025' satisfies ClockPreset,
  statusBarHeight: '25',
  host: 'app',
  platform: 'ios',
  motion: 'full',
  viewport: { value: 'phone375', isRotated: false },
};
