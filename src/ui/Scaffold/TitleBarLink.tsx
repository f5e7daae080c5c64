import { Link } from '../Link/Link';
import styled from 'styled-components';
import { tapArea } from '../interaction';
import { px } from '../px';

/** A page's one link in the title bar (`Scaffold`'s `rightAction`), usually its rules. */
export const TitleBarLink = styled(Link)`
  ${tapArea(28)}
  padding: ${px(4)} 0;
  color: var(--theme-barAccent, var(--color-accentStrong));
  font-size: ${px(14)};
  font-weight: 600;
  text-decoration: none;
`;
