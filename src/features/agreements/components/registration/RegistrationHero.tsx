import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { px } from '../../../../ui/px';

/** Where the registration is: fill in (0), under review (1), approved — sign and go live (2). */
export type RegistrationStep = 0 | 1 | 2;
const STEPS = ['fill', 'review', 'start'] as const;

/* Deep rose to plum, as the anchor pages: white text keeps ≥ 4.5:1 on both ends. */
const Hero = styled.section`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${px(14)};
  padding: ${px(18)} ${px(16)} ${px(14)};
  overflow: hidden;
  border-radius: ${px(20)};
  background:
    radial-gradient(circle at 92% 8%, rgba(255, 214, 150, 0.4) 0, transparent ${px(96)}),
    radial-gradient(circle at 0% 100%, rgba(255, 255, 255, 0.12) 0, transparent ${px(90)}),
    linear-gradient(135deg, #c81e4b 0%, #9c1c5a 55%, #6a1b63 100%);
  box-shadow: 0 ${px(10)} ${px(24)} rgba(156, 28, 90, 0.28);
  color: #ffffff;
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: ${px(8)};
`;

const Words = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${px(6)};
  min-width: 0;

  h2 {
    margin: 0;
    font-size: ${px(20)};
    font-weight: 900;
    line-height: 1.3;
    /* CJK titles break at their comma, not inside a word. */
    word-break: keep-all;
    overflow-wrap: anywhere;
  }

  p {
    margin: 0;
    font-size: ${px(13)};
    line-height: 1.5;
  }
`;

const Eyebrow = styled.span`
  align-self: flex-start;
  padding: ${px(2)} ${px(8)};
  border-radius: ${px(999)};
  background: #ffd66b;
  color: #5a2300;
  font-size: ${px(11)};
  font-weight: 800;
  letter-spacing: 0.04em;
`;

const Pledge = styled.span`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: ${px(4)};
  padding: ${px(3)} ${px(9)} ${px(3)} ${px(6)};
  border-radius: ${px(999)};
  background: rgba(0, 0, 0, 0.24);
  font-size: ${px(11)};
  font-weight: 700;

  svg {
    width: ${px(13)};
    height: ${px(13)};
  }
`;

const Art = styled.svg`
  flex: none;
  width: ${px(96)};
  height: ${px(96)};
`;

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  margin: 0;
  padding: ${px(10)} ${px(4)} ${px(8)};
  border-radius: ${px(14)};
  background: rgba(255, 255, 255, 0.14);
  list-style: none;
`;

type StepState = 'done' | 'now' | 'later';

const Step = styled.li<{ $state: StepState; $last: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(5)};
  color: #ffffff;
  font-size: ${px(12)};
  font-weight: ${({ $state }) => ($state === 'now' ? 800 : 600)};
  text-align: center;
  opacity: ${({ $state }) => ($state === 'later' ? 0.86 : 1)};

  &::after {
    content: '';
    display: ${({ $last }) => ($last ? 'none' : 'block')};
    position: absolute;
    top: ${px(11)};
    left: calc(50% + ${px(16)});
    right: calc(-50% + ${px(16)});
    height: ${px(2)};
    border-radius: ${px(1)};
    background: ${({ $state }) => ($state === 'done' ? '#ffd66b' : 'rgba(255, 255, 255, 0.35)')};
  }
`;

const Disc = styled.span<{ $state: StepState }>`
  display: grid;
  place-items: center;
  width: ${px(24)};
  height: ${px(24)};
  border-radius: 50%;
  background: ${({ $state }) => ($state === 'later' ? 'rgba(255, 255, 255, 0.18)' : '#ffd66b')};
  box-shadow: ${({ $state }) => ($state === 'now' ? `0 0 0 ${px(4)} rgba(255, 214, 107, 0.3)` : 'none')};
  color: ${({ $state }) => ($state === 'later' ? '#ffffff' : '#5a2300')};
  font-size: ${px(12)};
  font-weight: 800;

  svg {
    width: ${px(12)};
    height: ${px(12)};
  }
`;

/** A microphone on a star-lit stage: the welcome's little illustration. */
function MicrophoneArt() {
  return (
    <Art viewBox="0 0 96 96" aria-hidden="true">
      <circle cx="50" cy="50" r="40" fill="#ffffff" opacity="0.12" />
      <circle cx="50" cy="50" r="29" fill="#ffffff" opacity="0.12" />
      <path d="M18 20l2.2 4.6 4.8.7-3.5 3.4.8 4.9-4.3-2.3-4.3 2.3.8-4.9-3.5-3.4 4.8-.7z" fill="#ffd66b" />
      <path d="M80 58l1.5 3 3.2.5-2.3 2.3.5 3.2-2.9-1.5-2.9 1.5.5-3.2-2.3-2.3 3.2-.5z" fill="#ffd66b" />
      <circle cx="78" cy="24" r="2.4" fill="#ffffff" opacity="0.8" />
      <rect x="38" y="18" width="24" height="40" rx="12" fill="#ffffff" />
      <path d="M40 34h20M40 42h20" stroke="#f3a3b5" strokeWidth="2.4" strokeLinecap="round" />
      <path
        d="M31 46c0 10.5 8.5 19 19 19s19-8.5 19-19"
        fill="none"
        stroke="#ffd66b"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path d="M50 65v12M38 79h24" stroke="#ffd66b" strokeWidth="4" strokeLinecap="round" />
    </Art>
  );
}

function TickIcon() {
  return (
    <svg viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path
        d="M3.5 8.4 6.6 11.4 12.6 5"
        stroke="currentColor"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The page's welcome for a new anchor: what this is, that it is private, and the three steps (the current marked). */
export function RegistrationHero({ step }: { step: RegistrationStep }) {
  const { t } = useTranslation('registration');
  return (
    <Hero aria-labelledby="registration-hero-title">
      <Top>
        <Words>
          <Eyebrow>{t('hero.eyebrow')}</Eyebrow>
          <h2 id="registration-hero-title">{t('hero.title')}</h2>
          <p>{t('hero.body')}</p>
          <Pledge>
            <svg viewBox="0 0 16 16" fill="none" aria-hidden="true">
              <rect x="3" y="7" width="10" height="7" rx="2" fill="currentColor" />
              <path d="M5.2 7V5.4a2.8 2.8 0 0 1 5.6 0V7" stroke="currentColor" strokeWidth="1.6" />
            </svg>
            {t('hero.badge')}
          </Pledge>
        </Words>
        <MicrophoneArt />
      </Top>
      <Steps aria-label={t('steps.label')}>
        {STEPS.map((name, index) => {
          // The last step is done, not "now", once reached: nothing is left to do here.
          const state: StepState =
            index < step || (step === 2 && index === 2) ? 'done' : index === step ? 'now' : 'later';
          return (
            <Step
              key={name}
              $state={state}
              $last={index === STEPS.length - 1}
              aria-current={index === step ? 'step' : undefined}
              data-step-state={state}
            >
              <Disc $state={state} aria-hidden="true">
                {state === 'done' ? <TickIcon /> : index + 1}
              </Disc>
              {t(`steps.${name}`)}
            </Step>
          );
        })}
      </Steps>
    </Hero>
  );
}
