import { Injectable } from '@nestjs/common';
import { UserNotFoundError } from '../domain/identity.errors.js';
import type { User } from '../domain/user.js';
import { UserRepository } from './ports/user.repository.js';

/** One account, for the back office's edit screen (404 USER_NOT_FOUND otherwise). */
@Injectable()
export class GetUserService {
  constructor(private readonly users: UserRepository) {}

  async execute(id: string): Promise<User> {
    const user = await this.users.findById(id);
    if (!user) throw new UserNotFoundError();
    return user;
  }
}
