import { describe, expect, it } from 'vitest';
import { camposDeGrupoSinIndice, forma } from './indices.mjs';

// A collection group query needs its fields' single-field indexes with collection group scope,
// which Firestore never makes by itself: production refuses the query without them, the emulator
// serves it.
const porUid = (allDescendants: boolean) =>
  forma({
    structuredQuery: {
      from: [{ collectionId: 'personas', allDescendants }],
      where: { fieldFilter: { field: { fieldPath: 'uid' }, op: 'EQUAL' } },
    },
  });

const override = (queryScope: string) => ({
  collectionGroup: 'personas',
  fieldPath: 'uid',
  indexes: [{ order: 'ASCENDING', queryScope }],
});

describe('a collection group query', () => {
  it('needs its field’s index with collection group scope in fieldOverrides', () => {
    const f = porUid(true);
    expect(f?.grupo).toBe(true);
    expect(camposDeGrupoSinIndice(f as NonNullable<typeof f>, [])).toEqual(['uid']);
    expect(camposDeGrupoSinIndice(f as NonNullable<typeof f>, [override('COLLECTION')])).toEqual(['uid']);
    expect(camposDeGrupoSinIndice(f as NonNullable<typeof f>, [override('COLLECTION_GROUP')])).toEqual([]);
  });

  it('is told apart from a query of one collection, which needs nothing declared', () => {
    const f = porUid(false);
    expect(f?.grupo).toBe(false);
    expect(camposDeGrupoSinIndice(f as NonNullable<typeof f>, [])).toEqual([]);
  });
});
