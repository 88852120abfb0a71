import { Fragment } from 'react';

/** Visitors' names in a list, each isolated (<bdi>) so a right-to-left name cannot reorder the words around it. */
export function Names({ names }: { names: readonly string[] }) {
  return names.map((name, i) => (
    <Fragment key={i}>
      {i > 0 && ', '}
      <bdi>{name}</bdi>
    </Fragment>
  ));
}
