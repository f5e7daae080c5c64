import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { px } from '../../../ui/px';
import { RadioGroup } from '../../../ui/RadioGroup/RadioGroup';
import type { PayMethod } from '../model';
import { PayMethodIcon } from './PayMethodIcon';

const Label = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${px(10)};
  font-weight: 600;
`;

/*
 * The section around the list names it (StoreSection): the group's own legend stays for screen readers only, and
 * the chosen method is marked in the store's gold rather than the app's rose.
 */
const Wrap = styled.div`
  --color-accent: #d99a2b;
  --color-accentGradient: linear-gradient(135deg, #ffd45c 0%, #e0901c 100%);
  & > div > div:first-child {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

/** A method's name in the member's language (brand names stay as they are); an unknown kind by the server's name. */
export const methodLabel = (t: TFunction<'wallet'>, method: PayMethod): string =>
  method.kind ? t(`methods.${method.kind}`) : method.name;

/** The payment methods of my market (the server's list), one chosen. */
export function PayMethods({
  methods,
  value,
  onChange,
}: {
  methods: PayMethod[];
  value: string | null;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <Wrap>
      <RadioGroup
        label={t('methods.title')}
        name="pay-method"
        value={value ?? undefined}
        onChange={onChange}
        options={methods.map((method) => ({
          value: method.id,
          label: (
            <Label data-method={method.kind ?? method.id}>
              <PayMethodIcon kind={method.kind} />
              {methodLabel(t, method)}
            </Label>
          ),
          description: method.kind ? t(`methods.notes.${method.kind}`) : undefined,
        }))}
      />
    </Wrap>
  );
}
