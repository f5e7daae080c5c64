import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css, keyframes } from 'styled-components';
import { focusRing } from '../../../ui/interaction';
import { whenReducedMotion } from '../../../ui/motion';
import { px } from '../../../ui/px';
import type { VirtualGfVoice } from '../contract';
import { formatDuration, playedShare, voiceDuration } from '../model';

type Status = 'idle' | 'starting' | 'playing' | 'paused' | 'failed';

/** The waveform's bar heights (a drawn voice, the same for every introduction). */
const BARS = [0.35, 0.6, 0.85, 0.5, 0.95, 0.7, 0.4, 0.8, 1, 0.6, 0.45, 0.75, 0.9, 0.55, 0.3, 0.65, 0.85, 0.5, 0.7, 0.4];

const sway = keyframes`
  0%, 100% { transform: scaleY(1); }
  50% { transform: scaleY(0.45); }
`;

const Player = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  gap: ${px(12)};
  padding: ${px(10)} ${px(14)} ${px(10)} ${px(10)};
  border-radius: ${px(30)};
  background: linear-gradient(135deg, rgba(255, 141, 180, 0.22), rgba(140, 107, 255, 0.22));
  box-shadow: inset 0 0 0 ${px(1)} rgba(255, 169, 201, 0.35);
`;

const Toggle = styled.button`
  display: grid;
  place-items: center;
  width: ${px(48)};
  height: ${px(48)};
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: linear-gradient(135deg, #ff8db4 0%, #d56bff 100%);
  box-shadow: 0 ${px(6)} ${px(16)} rgba(255, 141, 180, 0.4);
  color: #2a0f3a;
  cursor: pointer;
  &:disabled {
    background: rgba(255, 255, 255, 0.18);
    box-shadow: none;
    color: #d3cce3;
    cursor: default;
  }
  &:focus-visible {
    ${focusRing(2)}
  }
  svg {
    width: ${px(22)};
  }
`;

const Track = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(6)};
  min-width: 0;
`;

const Wave = styled.span<{ $playing: boolean }>`
  display: flex;
  align-items: center;
  gap: ${px(3)};
  height: ${px(26)};
  span {
    flex: 1;
    border-radius: ${px(2)};
    background: rgba(255, 255, 255, 0.28);
    transform-origin: center;
  }
  span[data-played='true'] {
    background: #ffd4e4;
  }
  ${({ $playing }) =>
    $playing &&
    css`
      span {
        animation: ${sway} 0.9s ease-in-out infinite;
      }
    `}
  ${whenReducedMotion(css`
    span {
      animation: none;
    }
  `)}
`;

const Bar = styled.span`
  position: relative;
  height: ${px(4)};
  overflow: hidden;
  border-radius: ${px(2)};
  background: rgba(255, 255, 255, 0.18);
  span {
    position: absolute;
    inset: 0 auto 0 0;
    border-radius: inherit;
    background: linear-gradient(90deg, #ff8db4, #d56bff);
  }
`;

const Time = styled.span`
  color: var(--color-textMuted);
  font-size: ${px(12)};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Problem = styled.p`
  && {
    color: #ffd27f;
    font-size: ${px(13)};
  }
`;

const PlayIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true">
    <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z" fill="currentColor" />
  </svg>
);
const PauseIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true">
    <rect x="6" y="5" width="4.5" height="14" rx="1.2" fill="currentColor" />
    <rect x="13.5" y="5" width="4.5" height="14" rx="1.2" fill="currentColor" />
  </svg>
);

/**
 * Her voice introduction: one `<audio>` element (its metadata loads with the card, the sound when played), a play /
 * pause toggle, the played share as a waveform and a bar, and the time in m:ss. A voice that cannot load or play says
 * so and the toggle rests; the rest of the card is untouched. A browser that refuses to start the sound without a
 * tap leaves the player paused, not failed.
 */
export function VoicePlayer({ voice }: { voice: VirtualGfVoice }) {
  const { t } = useTranslation('virtualgf');
  const audio = useRef<HTMLAudioElement>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [position, setPosition] = useState(0);
  const [mediaSeconds, setMediaSeconds] = useState<number | null>(null);
  const duration = voiceDuration(voice.duration_s, mediaSeconds);
  const share = playedShare(position, duration);
  const playing = status === 'playing' || status === 'starting';

  const toggle = () => {
    const element = audio.current;
    if (!element || status === 'failed') return;
    if (playing) {
      element.pause();
      return;
    }
    setStatus('starting');
    element.play().catch((error: unknown) => {
      const name = error instanceof DOMException ? error.name : '';
      // Refused without a tap, or interrupted by a pause: nothing is wrong with the voice.
      setStatus((now) =>
        now === 'failed' ? now : name === 'NotAllowedError' || name === 'AbortError' ? 'paused' : 'failed',
      );
    });
  };

  return (
    <>
      <Player data-status={status}>
        <Toggle
          type="button"
          aria-label={t(playing ? 'voice.pause' : 'voice.play')}
          disabled={status === 'failed'}
          onClick={toggle}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </Toggle>
        <Track>
          <Wave $playing={status === 'playing'} aria-hidden="true">
            {BARS.map((height, at) => (
              <span
                key={at}
                data-played={share > 0 && at / BARS.length < share}
                style={{ height: `${height * 100}%`, animationDelay: `${(at % 5) * -0.18}s` }}
              />
            ))}
          </Wave>
          <Bar
            role="progressbar"
            aria-label={t('voice.title')}
            aria-valuemin={0}
            aria-valuemax={Math.round(duration)}
            aria-valuenow={Math.floor(position)}
            aria-valuetext={t('voice.time', { position: formatDuration(position), duration: formatDuration(duration) })}
          >
            <span style={{ width: `${share * 100}%` }} />
          </Bar>
          <Time>{t('voice.time', { position: formatDuration(position), duration: formatDuration(duration) })}</Time>
        </Track>
        {/* oxlint-disable-next-line jsx-a11y/media-has-caption -- a short spoken greeting with no caption file from the server; her words are the bio below */}
        <audio
          ref={audio}
          src={voice.url}
          preload="metadata"
          onLoadedMetadata={(event) => setMediaSeconds(event.currentTarget.duration)}
          onDurationChange={(event) => setMediaSeconds(event.currentTarget.duration)}
          onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime)}
          onPlaying={() => setStatus('playing')}
          onPause={() => setStatus((now) => (now === 'failed' ? now : 'paused'))}
          onEnded={() => {
            setStatus('idle');
            setPosition(0);
          }}
          onError={() => setStatus('failed')}
        />
      </Player>
      {status === 'failed' && <Problem role="status">{t('voice.failed')}</Problem>}
    </>
  );
}
