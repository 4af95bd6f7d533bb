#!/usr/bin/env bash
# The steps of `.ci/run`, to be sourced: each step is one check with a time limit, and the whole run has a deadline
# (CI_DEADLINE seconds after `source`, 80 minutes by default), so that the last line, `ci_last_line`, comes well
# inside CI's 90 minutes whatever hangs. A step stopped at its limit (with every process it started, which
# `timeout` signals as one group) counts as failed; a vitest run stopped so is counted from its progress file
# (scripts/vitest-progress.ts), each test file that did not finish named and counted as failed. Every step line
# says when it started, in seconds from the start. Tested by test/ci-steps.test.ts.

passed=0
failed=0
skipped=0
report_dir=$(mktemp -d)
deadline=$((SECONDS + ${CI_DEADLINE:-4800}))
# Each step's time and outcome, and the test files that did not finish, printed again just before the last line.
summary=()

# Runs a command for at most LIMIT seconds, and never past the deadline: `within LIMIT command...`. Its status is
# the command's, or 124 where it was stopped (then it says so).
within() {
  local limit=$1
  shift
  if [ $((deadline - SECONDS)) -lt "$limit" ]; then limit=$((deadline - SECONDS)); fi
  if [ "$limit" -le 0 ]; then
    echo "::: not run: the run's deadline has passed"
    return 124
  fi
  timeout --kill-after=30 "$limit" "$@"
  local status=$?
  if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
    echo "::: stopped at its time limit of $limit s: $*"
    status=124
  fi
  return "$status"
}

# `step NAME LIMIT command...`: one check, passed when the command succeeds within LIMIT seconds. A shell function
# of this script runs as it is, and bounds its own commands.
step() {
  local name=$1 limit=$2
  shift 2
  echo "::: $name (at $SECONDS s)"
  local status started=$SECONDS
  if declare -F "$1" >/dev/null; then
    "$@"
  else
    within "$limit" "$@"
  fi
  status=$?
  if [ "$status" -eq 0 ]; then
    passed=$((passed + 1))
    summary+=("$name: $((SECONDS - started)) s")
  else
    failed=$((failed + 1))
    echo "::: FAILED: $name"
    summary+=("$name: $((SECONDS - started)) s, FAILED")
  fi
}

# `tests NAME LIMIT command...`: a vitest run through the README's test command, adding its test counts.
tests() {
  local name=$1 limit=$2 p=0 f=0 s=0
  local report="$report_dir/$name.json" progress="$report_dir/$name.progress" notes="$report_dir/$name.notes"
  shift 2
  echo "::: $name (at $SECONDS s)"
  local started=$SECONDS
  within "$limit" env TEST_PROGRESS_FILE="$progress" "$@" --reporter=default --reporter=json \
    --reporter="$PWD/scripts/vitest-progress.ts" --outputFile.json="$report"
  local status=$?
  # A test that never finished, a run with no report and a run that failed with no failed test all count as
  # failed (scripts/vitest-counts.ts, tested by test/ci-counts.test.ts); so does a count that could not be made.
  # A run stopped at its limit left no report: it is counted from its progress, naming the files that did not end.
  read -r p f s < <(npx tsx scripts/vitest-counts.ts "$report" "$status" "$progress" 2>"$notes")
  cat "$notes"
  passed=$((passed + ${p:-0}))
  failed=$((failed + ${f:-1}))
  skipped=$((skipped + ${s:-0}))
  summary+=("$name: $((SECONDS - started)) s, ${p:-0} passed, ${f:-1} failed, ${s:-0} skipped")
  while IFS= read -r note; do summary+=("  $note"); done <"$notes"
  if [ "$status" -ne 0 ]; then echo "::: FAILED: $name"; fi
}

# Prints each step's time and outcome again, then the last line: `N passed, N failed, N skipped`.
ci_last_line() {
  echo "::: done (at $SECONDS s)"
  printf '::: %s\n' "${summary[@]}"
  echo "$passed passed, $failed failed, $skipped skipped"
}
