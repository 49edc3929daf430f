import classes from './skip-link.module.css';

/** Lets keyboard users jump past the navbar. */
export function SkipLink({ target }: { target: string }) {
  return (
    <a href={`#${target}`} className={classes.skip}>
      Skip to content
    </a>
  );
}
