import { IsIn, IsNotEmpty, IsString } from 'class-validator';
import { DEMO_MAIL_KINDS, type DemoMailKind } from '../../../application/ports/demo-mailbox.port';
import { IsFiniteNumber } from './activity-common.dto';

/** One mail of `GET /__mock/outbox` (docs/api-account.md#the-demo-mail-outbox), before its link is checked. */
export class DemoMailDto {
  @IsString() @IsNotEmpty() id!: string;
  @IsIn(DEMO_MAIL_KINDS) kind!: DemoMailKind;
  @IsString() to!: string;
  @IsString() subject!: string;
  @IsString() link!: string;
  @IsFiniteNumber() sentAt!: number;
}
