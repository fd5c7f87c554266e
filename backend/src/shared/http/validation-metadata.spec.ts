import { IsInt, IsString, getMetadataStorage, validate } from 'class-validator';
import { memoizeValidationMetadata } from './validation-metadata.js';

class Box {
  @IsString({ message: 'nom' })
  name!: unknown;
}

class GiftBox extends Box {
  @IsInt({ message: 'quantité' })
  quantity!: unknown;
}

describe('memoizeValidationMetadata', () => {
  it('answers each class its own and inherited rules, once looked up, with the same validation results', async () => {
    const storage = getMetadataStorage();
    const before = storage.getTargetValidationMetadatas(GiftBox, '', false, false);
    memoizeValidationMetadata();
    memoizeValidationMetadata(); // installed once
    const first = storage.getTargetValidationMetadatas(GiftBox, '', false, false);
    expect(first.map((m) => m.propertyName).sort()).toEqual(before.map((m) => m.propertyName).sort());
    expect(storage.getTargetValidationMetadatas(GiftBox, '', false, false)).toBe(first);
    expect(storage.getTargetValidationMetadatas(GiftBox, '', true, false)).not.toBe(first); // other options, own entry
    expect(storage.getTargetValidationMetadatas(Box, '', false, false).map((m) => m.propertyName)).toEqual(['name']);

    const errors = await validate(Object.assign(new GiftBox(), { name: 3, quantity: 'x' }));
    expect(errors.map((e) => Object.values(e.constraints ?? {})[0]).sort()).toEqual(['nom', 'quantité']);
  });
});
