// What a command's action leaves for main(): its exit code. Commander ignores what actions return.
export interface Outcome {
  code: number;
}
