import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import styled from 'styled-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RegistrationForm } from '../../../src/features/agreements/components/RegistrationForm';
import {
  ADDRESS_MAX,
  ADDRESS_MIN,
  completion,
  EMPTY_REGISTRATION,
  type Registration,
  type RegistrationField,
  type RegistrationForm as RegistrationValues,
  shownProblems,
  validateRegistration,
} from '../../../src/features/agreements/registration';
import { appNow } from '../../../src/platform/clock/clock';
import { i18n } from '../../../src/platform/i18n/i18n';

const Stage = styled.div`
  min-height: 100vh;
  background: var(--color-canvas);
`;

/** A valid form (the ID number is a made-up one with a right check character). */
const FILLED: RegistrationValues = {
  name: '王小明',
  wechatId: 'wang_xm88',
  phone: '138 1234 5678',
  idNumber: '44030419900307123X',
  address: '廣東省深圳市南山區科技園路1號',
  maritalStatus: 'single',
  birthHistory: '',
  birthHistoryConsent: false,
  declaration: true,
};

interface DemoProps {
  initial?: RegistrationValues;
  submitting?: boolean;
  /** What a valid submit hands on. */
  onSend?: (registration: Registration) => void;
}

/**
 * The form with the state a page keeps: values, the fields left, whether a submit was tried, the focus request, the
 * progress.
 */
function RegistrationDemo({ initial = EMPTY_REGISTRATION, submitting = false, onSend }: DemoProps) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<RegistrationField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const check = validateRegistration(values, appNow());
  const problems = check.ok ? [] : shownProblems(check.problems, touched, submitted);
  return (
    <RegistrationForm
      values={values}
      problems={problems}
      submitting={submitting}
      focusRequest={focusRequest}
      completion={completion(values, appNow())}
      onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
      onBlur={(field) => setTouched((current) => new Set(current).add(field))}
      onSubmit={() => {
        setSubmitted(true);
        if (check.ok) onSend?.(check.value);
        else setFocusRequest((count) => count + 1);
      }}
    />
  );
}

const text = (key: string) => i18n.t(`registration:${key}`, { min: ADDRESS_MIN, max: ADDRESS_MAX });

const meta = {
  title: 'Features/Agreements/RegistrationForm',
  component: RegistrationDemo,
  args: { onSend: fn() },
  parameters: { screenshot: 'full' },
  loaders: [
    async () => {
      await i18n.loadNamespaces('registration');
      return {};
    },
  ],
  decorators: [(Story) => <Stage>{Story()}</Stage>],
} satisfies Meta<typeof RegistrationDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed: the placeholders prompt, no error shows yet. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByPlaceholderText(text('fields.phone.placeholder'))).toBeVisible());
    await expect(canvas.getByPlaceholderText(text('fields.address.placeholder'))).toBeVisible();
    await expect(canvas.getByPlaceholderText(text('fields.wechatId.placeholder'))).toBeVisible();
    await expect(canvas.queryByText(text('errors.name.empty'))).not.toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: text('fields.declaration.label') })).not.toBeChecked();
    await expect(canvas.getByRole('progressbar', { name: text('progress.label') })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
  },
};

/** Every field right: the submit hands on the normalised registration (no birth history: it was not given). */
export const Filled: Story = {
  args: { initial: FILLED },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: text('progress.label') })).toHaveAttribute(
      'aria-valuenow',
      '7',
    );
    await expect(canvas.getByText(text('progress.done'))).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: text('submit') }));
    await expect(args.onSend).toHaveBeenCalledWith(
      expect.objectContaining({ phone: '13812345678', phoneMarket: 'mainland', idKind: 'mainland', declaration: true }),
    );
    await expect(args.onSend).not.toHaveBeenCalledWith(expect.objectContaining({ birthHistory: expect.anything() }));
  },
};

/** Types into a field, leaves it (blur) and expects the message under it. */
const typeAndLeave =
  (field: 'name' | 'wechatId' | 'phone' | 'idNumber' | 'address', typed: string, error: string): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('textbox', { name: text(`fields.${field}.label`) });
    await userEvent.clear(input);
    await userEvent.type(input, typed);
    await expect(canvas.queryByText(text(error))).not.toBeInTheDocument();
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByText(text(error))).toBeVisible());
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(text(error));
  };

export const NameError: Story = { args: { initial: FILLED }, play: typeAndLeave('name', '王', 'errors.name.format') };
export const WechatIdError: Story = {
  args: { initial: FILLED },
  play: typeAndLeave('wechatId', '8wang', 'errors.wechatId.format'),
};
export const PhoneError: Story = {
  args: { initial: FILLED },
  play: typeAndLeave('phone', '1281234', 'errors.phone.format'),
};
export const IdNumberError: Story = {
  args: { initial: FILLED },
  play: typeAndLeave('idNumber', '440304199003071235', 'errors.idNumber.checksum'),
};
export const AddressError: Story = {
  args: { initial: FILLED },
  play: typeAndLeave('address', '台北市', 'errors.address.tooShort'),
};

/** Full-width digits are read as ASCII: no error for a phone typed on a full-width keyboard. */
export const FullWidthPhone: Story = {
  args: { initial: { ...FILLED, phone: '' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('textbox', { name: text('fields.phone.label') });
    await userEvent.type(input, '０９１２３４５６７８');
    await userEvent.tab();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: text('submit') }));
    await expect(args.onSend).toHaveBeenCalledWith(
      expect.objectContaining({ phone: '0912345678', phoneMarket: 'taiwan' }),
    );
  },
};

/** No marital status chosen: the submit says so and focuses the first choice. */
export const MaritalStatusError: Story = {
  args: { initial: { ...FILLED, maritalStatus: '' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text('submit') }));
    await waitFor(() => expect(canvas.getByText(text('errors.maritalStatus.empty'))).toBeVisible());
    await waitFor(() => expect(canvas.getByRole('radio', { name: text('fields.maritalStatus.single') })).toHaveFocus());
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** A birth history given without its separate consent: refused, the consent focused; "clear" withdraws it. */
export const BirthHistoryConsentError: Story = {
  args: { initial: FILLED },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: text('fields.birthHistory.yes') }));
    const consent = await canvas.findByRole('checkbox', { name: text('fields.birthHistoryConsent.label') });
    await expect(consent).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: text('submit') }));
    await waitFor(() => expect(canvas.getByText(text('errors.birthHistoryConsent.required'))).toBeVisible());
    await waitFor(() => expect(consent).toHaveFocus());
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** The declaration left unticked: the submit says so and focuses it. */
export const DeclarationError: Story = {
  args: { initial: { ...FILLED, declaration: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text('submit') }));
    await waitFor(() => expect(canvas.getByText(text('errors.declaration.required'))).toBeVisible());
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: text('fields.declaration.label') })).toHaveFocus());
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** Submitting the empty form: every problem shows and the first field (the name) takes the focus. */
export const SubmitWithErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text('submit') }));
    await waitFor(() => expect(canvas.getByText(text('errors.name.empty'))).toBeVisible());
    await expect(canvas.getByText(text('errors.phone.empty'))).toBeVisible();
    await expect(canvas.getByText(text('errors.declaration.required'))).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: text('fields.name.label') })).toHaveFocus());
    await expect(args.onSend).not.toHaveBeenCalled();
    // Fixing the name moves nothing: the focus stays where the signer types.
    await userEvent.type(canvas.getByRole('textbox', { name: text('fields.name.label') }), '王小明');
    await expect(canvas.queryByText(text('errors.name.empty'))).not.toBeInTheDocument();
  },
};

/** On its way: every field read-only, the button spinning (a second tap sends nothing). */
export const Submitting: Story = {
  args: { initial: FILLED, submitting: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: text('fields.name.label') })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: text('fields.declaration.label') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: text('submitting') })).toHaveAttribute('aria-busy', 'true');
    // The choices keep showing what was picked, and ignore taps.
    await userEvent.click(canvas.getByRole('radio', { name: text('fields.maritalStatus.married') }));
    await expect(canvas.getByRole('radio', { name: text('fields.maritalStatus.single') })).toBeChecked();
    (document.activeElement as HTMLElement | null)?.blur(); // the baseline shows the form, not the tap's focus ring
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const English: Story = { ...Empty, globals: { locale: 'en' } };
export const EnglishErrors: Story = { ...SubmitWithErrors, globals: { locale: 'en' } };
