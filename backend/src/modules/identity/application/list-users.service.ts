import { Injectable } from '@nestjs/common';
import type { User } from '../domain/user.js';
import { userListPagination, type UserListPagination, type UserListQuery } from '../domain/user-list.js';
import { UserRepository } from './ports/user.repository.js';

export interface UserListPage {
  users: User[];
  pagination: UserListPagination;
  /** How many administrators the shop has (the back office protects the last one). */
  adminCount: number;
}

/** The back office's user list: searched, sorted and cut into pages by the database. */
@Injectable()
export class ListUsersService {
  constructor(private readonly users: UserRepository) {}

  async execute(query: UserListQuery): Promise<UserListPage> {
    const [{ users, total }, adminCount] = await Promise.all([this.users.list(query), this.users.countAdmins()]);
    return { users, pagination: userListPagination(total, query.page, query.limit), adminCount };
  }
}
