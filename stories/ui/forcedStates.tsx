import type { ReactNode } from 'react';
import styled from 'styled-components';
import { px } from '../../src/ui/px';

/**
 * Pressed and keyboard-focus states as stories, forced with storybook-addon-pseudo-states (`parameters.pseudo`):
 * it rewrites the `:active` / `:focus-visible` rules so a class turns them on, here only on the controls of the
 * copy marked for that state. Story convention: the controls at rest on top, the same controls in the state below.
 */
export type ForcedState = 'pressed' | 'focus-visible';

const COPY = 'data-state-copy';

const Copies = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(20)};
  width: 100%;
`;

/** The same controls twice: at rest, then in `state` (or only in `state`, for a whole screen like Scaffold). */
export function RestAndForced({
  state,
  children,
  forcedOnly = false,
}: {
  state: ForcedState;
  children: ReactNode;
  forcedOnly?: boolean;
}) {
  return (
    <Copies>
      {!forcedOnly && <div {...{ [COPY]: 'rest' }}>{children}</div>}
      <div {...{ [COPY]: state }}>{children}</div>
    </Copies>
  );
}

/**
 * `parameters` that force `state` on the elements matching `selector` inside the forced copy. Keyboard focus
 * also turns on `:focus`, and `:focus-within` for the copy's fields, as a real focus does.
 */
export function forced(state: ForcedState, selector: string) {
  const inCopy = `[${COPY}="${state}"]`;
  const target = `${inCopy} ${selector}`;
  return state === 'pressed'
    ? { pseudo: { active: [target] } }
    : { pseudo: { focus: [target], focusVisible: [target], focusWithin: [`${inCopy} *`] } };
}
