import { test as base, type Page } from '@playwright/test';
import { installMockBridge, type MockBridgeCall, type MockBridgeOptions } from '../mocks/bridge/mockBridge';

/** The mock bridge, injected before any of the page's scripts, as native injects the real one. */
export async function injectMockBridge(page: Page, options: MockBridgeOptions = {}): Promise<void> {
  await page.addInitScript(installMockBridge, options);
}

export async function bridgeCalls(page: Page): Promise<MockBridgeCall[]> {
  return page.evaluate(() => (window as unknown as { __mockBridge?: { calls: MockBridgeCall[] } }).__mockBridge?.calls ?? []);
}

export const test = base;
export { expect } from '@playwright/test';
