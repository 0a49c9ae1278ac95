import { IsDefined, IsIn, IsNumber, IsString, Min, MinLength } from 'class-validator';
import { KEPT_ANSWER_GROUPS, type KeptAnswerGroup, type KeptAnswerStamp } from '../../domain/offline/kept-answers';
import { buildDto, listValidationProblems } from '../http/dto/validate-dto';

/**
 * A kept answer as stored on the device (docs/product-rules.md#offline): whose it is, its place,
 * when it came, and the answer's body. Storage is input like any other: a record read back is
 * checked here, and its body again by the call's own DTO before anything uses it.
 */
class KeptAnswerRecordDto {
  @IsString() @MinLength(1) accountId!: string;
  @IsIn(KEPT_ANSWER_GROUPS) group!: KeptAnswerGroup;
  @IsString() @MinLength(1) item!: string;
  @IsString() @MinLength(1) key!: string;
  @IsNumber({ allowNaN: false, allowInfinity: false }) @Min(0) keptAt!: number;
  @IsDefined() body!: unknown;
}

export interface KeptAnswerRecord extends KeptAnswerStamp {
  readonly accountId: string;
  readonly body: unknown;
}

/** A stored record as a kept answer, or null when it is not one. */
export function readKeptAnswerRecord(value: unknown): KeptAnswerRecord | null {
  const dto = buildDto(KeptAnswerRecordDto, value);
  if (listValidationProblems(dto).length > 0) return null;
  return {
    accountId: dto.accountId,
    group: dto.group,
    item: dto.item,
    key: dto.key,
    keptAt: dto.keptAt,
    body: dto.body,
  };
}
