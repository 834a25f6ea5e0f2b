import { Icon, type IconName } from './icon.tsx';

type Props = {
  icon: IconName;
  iconSize: number;
  title: string;
  subtitle: string;
  /** The page's own classes: each page sizes its hero to its layout. */
  classes: { hero?: string; icon?: string; title?: string; subtitle?: string };
};

/** The heading block at the top of a content page: an icon badge, the page's h1 and a line under it. */
export function PageHero({ icon, iconSize, title, subtitle, classes }: Props) {
  return (
    <header className={classes.hero}>
      <span className={classes.icon}>
        <Icon name={icon} size={iconSize} />
      </span>
      <div>
        <h1 className={classes.title}>{title}</h1>
        <p className={classes.subtitle}>{subtitle}</p>
      </div>
    </header>
  );
}
