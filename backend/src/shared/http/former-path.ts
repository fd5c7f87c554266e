import { Controller, type Type } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';

/**
 * The same controller answering under its former path too (docs/design/api-contract.md, "Paths"):
 * every route, guard and rule is the controller's own (inherited), so the two paths never differ.
 * The OpenAPI document shows only the new path. Register it beside the controller in its module.
 */
export function formerPath<T>(controller: Type<T>, path: string): Type<T> {
  @ApiExcludeController()
  @Controller(path)
  class FormerPath extends (controller as Type<object>) {}
  Object.defineProperty(FormerPath, 'name', { value: `${controller.name}AtFormerPath` });
  return FormerPath as Type<T>;
}
