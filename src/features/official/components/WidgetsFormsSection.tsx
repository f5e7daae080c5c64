import { Trans, useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Checkbox } from '../../../ui/Checkbox/Checkbox';
import { px } from '../../../ui/px';
import { RadioGroup } from '../../../ui/RadioGroup/RadioGroup';
import { Section } from '../../../ui/Section/Section';
import { Stepper } from '../../../ui/Stepper/Stepper';
import { TextField } from '../../../ui/TextField/TextField';

const Stack = styled.div`
  display: grid;
  gap: ${px(14)};
  padding: ${px(16)};
`;

/** The widgets page's form controls (loaded when scrolled near). */
export default function WidgetsFormsSection() {
  const { t } = useTranslation('demo');
  return (
    <Section title={t('widgets.forms')}>
      <Stack>
        <TextField
          label={t('forms.textField.nickname')}
          placeholder={t('forms.textField.nicknamePlaceholder')}
          helper={t('forms.textField.nicknameHelper')}
        />
        <Stepper
          label={t('forms.stepper.quantity')}
          defaultValue={1}
          min={1}
          max={5}
          maxMessage={t('forms.stepper.limitPerUser', { max: 5 })}
        />
        <RadioGroup
          label={t('forms.radio.amount')}
          layout="chips"
          defaultValue="980"
          options={['60', '300', '980'].map((amount) => ({
            value: amount,
            label: t('forms.radio.coins', { amount }),
          }))}
        />
        <Checkbox variant="agreement">
          <Trans t={t} i18nKey="forms.checkbox.agreement" components={{ terms: <span />, privacy: <span /> }} />
        </Checkbox>
      </Stack>
    </Section>
  );
}
