/** Every gift drawing, for the gallery (a festival imports only its own, from their modules). */
import { firework } from './firework';
import { lantern } from './lantern';
import { rose } from './rose';
import { heart } from './heart';
import { ring } from './ring';
import { crown } from './crown';
import { cake } from './cake';
import { balloon } from './balloon';
import { star } from './star';
import { microphone } from './microphone';
import { magpie } from './magpie';
import { bouquet } from './bouquet';
import { redEnvelope } from './redEnvelope';
import { rocket } from './rocket';
import { teddy } from './teddy';
import { kite } from './kite';
import { letter } from './letter';
import { gamepad } from './gamepad';

export const ALL_GIFTS = {
  firework,
  lantern,
  rose,
  heart,
  ring,
  crown,
  cake,
  balloon,
  star,
  microphone,
  magpie,
  bouquet,
  redEnvelope,
  rocket,
  teddy,
  kite,
  letter,
  gamepad,
};
