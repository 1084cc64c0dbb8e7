//! The contract every program keeps, tried as a hostile user would: bad input gets one
//! `error:` line on stderr and a non-zero exit that is never 101 (a panic), nothing on
//! stdout, no hang, bounded memory; a closed stdout pipe is not a crash; the checker blames
//! the contestant (1, 2) for bad output and itself (3) only for a bad input or answer; the
//! judge bins and the checker accept exactly the same inputs.

use crate::common;
use crate::tier::Tier;
use common::Scratch;

use std::fs;
use std::io::Write;
use std::process::{Command, Stdio};
use std::time::Instant;

const TOOLS: [&str; 6] = ["gen", "check", "count", "duipai", "peak", "pack"];

/// Asserts the error contract: one `error:` line naming `needle`, exit `code`, no stdout.
fn assert_error(what: &str, ran: &common::Ran, code: i32, needle: &str) {
    assert_eq!(ran.code, Some(code), "{what}: {:?}", ran.stderr);
    assert_eq!(ran.error_breach(), None, "{what}");
    assert!(
        ran.stderr.contains(needle),
        "{what}: {:?} lacks {needle:?}",
        ran.stderr
    );
}

#[test]
fn a_closed_stdout_is_not_a_crash() {
    let seed = common::seed();
    let s = Scratch::new("pipe");
    let input = s.file("in", "283104765\n");
    let out = s.file("out", "4\n");
    let runs: [(&str, Vec<&str>); 6] = [
        ("gen", vec!["1"]),
        ("count", vec![]),
        ("count", vec!["--help"]),
        ("check", vec![seed, &input, &out]),
        ("duipai", vec![seed, seed, "--rounds", "3"]),
        (seed, vec![]),
    ];
    for (bin, args) in runs {
        let mut child = Command::new(assert_cmd::cargo::cargo_bin(bin))
            .args(&args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        drop(child.stdout.take()); // the reader goes away before anything is written
        let _ = child.stdin.take().unwrap().write_all(b"283104765\n");
        let output = child.wait_with_output().unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(
            output.status.code().is_some_and(|c| c != 101),
            "{bin} {args:?}: {stderr}"
        );
        assert!(!stderr.contains("panicked"), "{bin} {args:?}: {stderr}");
    }
}

#[test]
fn every_tool_says_its_version_and_help() {
    for tool in TOOLS {
        let ran = common::run(tool, &["--version"], []);
        assert_eq!(
            (ran.code, ran.out()),
            (Some(0), format!("{tool} {}\n", env!("CARGO_PKG_VERSION")))
        );
        let ran = common::run(tool, &["--help"], []);
        assert_eq!(ran.code, Some(0), "{tool}");
        assert!(
            ran.out().starts_with(&format!("usage: {tool} ")),
            "{tool}: {}",
            ran.out()
        );
        assert!(ran.stderr.is_empty());
    }
}

#[test]
fn check_blames_the_right_side() {
    let seed = common::seed();
    let s = Scratch::new("check");
    let seed_input = s.file("seed_input", "283104765\n");
    // (problem, input, output bytes, exit code)
    let rows: Vec<(&str, &str, Vec<u8>, i32)> = vec![
        (seed, &seed_input, vec![0xFF, b'4', b'\n'], 2),
        (seed, &seed_input, b"\xEF\xBB\xBF4\n".to_vec(), 0),
    ];
    for (i, (problem, input, output, code)) in rows.into_iter().enumerate() {
        let out = s.file(&format!("out{i}"), output);
        let started = Instant::now();
        let ran = common::run("check", &[problem, input, &out], []);
        assert_eq!(ran.code, Some(code), "row {i}: {}", ran.out());
        assert!(
            started.elapsed().as_secs() < 20,
            "row {i} took {:?}",
            started.elapsed()
        );
    }
    let ran = common::run("check", &[seed, &seed_input, "/dev/zero"], []);
    assert_eq!(ran.code, Some(2), "/dev/zero as output: {}", ran.out());
    assert!(ran.out().contains("longer than"), "{}", ran.out());
    let ran = common::run("check", &[seed, "/dev/zero", "/dev/null"], []);
    assert_eq!(ran.code, Some(3), "/dev/zero as input: {}", ran.out());
}

#[test]
fn check_usage_errors_go_to_stderr_with_exit_3() {
    let seed = common::seed();
    for args in [&[][..], &[seed], &[seed, "a", "b", "c", "d"], &["--frob"]] {
        assert_error(
            &format!("check {args:?}"),
            &common::run("check", args, []),
            3,
            "usage: check",
        );
    }
}

#[test]
fn judge_bins_read_a_bounded_prefix_and_name_stray_bytes() {
    let flood = vec![b'7'; 50 << 20];
    for bin in common::bin_names() {
        let started = Instant::now();
        assert_error(
            bin,
            &common::run(bin, &[], flood.clone()),
            1,
            "longer than 4194304 bytes",
        );
        assert!(
            started.elapsed().as_secs() < 10,
            "{bin}: {:?}",
            started.elapsed()
        );
        let ran = common::run(bin, &[], b"\xEF\xBB\xBF1 2 3\n".to_vec());
        assert_error(bin, &ran, 1, "byte 0xEF at position 1");
        assert_error(
            bin,
            &common::run(bin, &[], b"283104765\x0B".to_vec()),
            1,
            "byte 0x0B at position 10",
        );
        assert_error(
            bin,
            &common::run(bin, &[], b"2 8\x003".to_vec()),
            1,
            "byte 0x00 at position 4",
        );
        assert_error(
            bin,
            &common::run(bin, &[], b"\xC3\x28".to_vec()),
            1,
            "byte 0xC3 at position 1",
        );
    }
}

#[test]
fn echoed_words_are_clipped() {
    let long = "y".repeat(5_000);
    for bin in common::bin_names() {
        let ran = common::run(bin, &[], long.clone());
        assert_error(bin, &ran, 1, "yyy");
        assert!(
            ran.stderr.len() < 200,
            "{bin}: {} bytes of error",
            ran.stderr.len()
        );
    }
}

#[test]
fn out_of_range_arguments_are_refused_up_front() {
    let seed = common::seed();
    let rows: [(&str, &[&str], &str); 11] = [
        ("gen", &["1", "1000000000000000000"], "above 1000000"),
        (
            "pack",
            &[seed, "--out", "unwritten", "--tests", "0"],
            "--tests 0",
        ),
        ("pack", &[seed], "missing --out"),
        (
            "pack",
            &[seed, "--out", "unwritten", "--format", "zip"],
            "unknown format",
        ),
        (
            "duipai",
            &[seed, seed, "--k", "1000000000"],
            "above 1000000",
        ),
        (
            "duipai",
            &[seed, seed, "--timeout-ms", "0"],
            "--timeout-ms 0",
        ),
        ("duipai", &[seed, seed, "--rounds", "0"], "--rounds 0"),
        (
            "duipai",
            &[seed, seed, "--seed", "4294967295", "--rounds", "10"],
            "4294967295",
        ),
        ("duipai", &[seed, "no_such_bin"], "neither a judge bin"),
        ("duipai", &[seed, "/no/such/file"], "/no/such/file"),
        ("gen", &["--problem"], "needs a value"),
    ];
    for (tool, args, needle) in rows {
        assert_error(
            &format!("{tool} {args:?}"),
            &common::run(tool, args, []),
            2,
            needle,
        );
    }
    let s = Scratch::new("noexec");
    let plain = s.file("plain", "echo 4\n");
    assert_error(
        "duipai plain file",
        &common::run("duipai", &[seed, &plain], []),
        2,
        "not executable",
    );
}

/// Runs duipai with the seed problem's first bin against the solver script `body`, one round of the case 30
/// moves out; returns what it printed and how long it took.
fn duipai_against(s: &Scratch, name: &str, body: &str, extra: &[&str]) -> (common::Ran, f64) {
    let seed = common::seed();
    let solver = s.script(name, body);
    let mut args = vec![seed, &solver, "--mode", "1", "--k", "30", "--rounds", "1"];
    args.extend_from_slice(extra);
    let started = Instant::now();
    let ran = common::run("duipai", &args, []);
    (ran, started.elapsed().as_secs_f64())
}

#[test]
#[cfg_attr(windows, ignore = "needs a Unix shell")]
fn duipai_survives_hostile_solvers() {
    let s = Scratch::new("duipai");
    let pid_file = s.0.join("sleeper.pid");
    let body = format!("sleep 100 &\necho $! > {}\nwait", pid_file.display());
    let (ran, seconds) = duipai_against(&s, "sleeper", &body, &["--timeout-ms", "300"]);
    assert_eq!(ran.code, Some(1));
    assert!(
        ran.out().contains("no answer within 300 ms (killed)"),
        "{}",
        ran.out()
    );
    assert!(seconds < 5.0, "{seconds} s");
    let pid = fs::read_to_string(&pid_file).unwrap();
    let state = state_once_killed(pid.trim());
    // Gone, or a zombie waiting for whoever adopted it: killed either way.
    assert!(
        state.is_empty() || state.contains(") Z "),
        "the solver's sleep lives on: {state}"
    );

    let (ran, seconds) = duipai_against(&s, "leaves_a_child", "echo 30\nsleep 100 &\nexit 0", &[]);
    assert_eq!(ran.code, Some(0), "{}", ran.out());
    assert!(
        seconds < 3.0,
        "waited for the background child: {seconds} s"
    );

    let (ran, _) = duipai_against(&s, "flood", "head -c 100000000 /dev/zero | tr '\\0' 7", &[]);
    assert_eq!(ran.code, Some(1));
    assert!(
        ran.stdout.len() < 10_000,
        "{} bytes of report",
        ran.stdout.len()
    );

    let (ran, _) = duipai_against(&s, "segv", "kill -SEGV $$", &[]);
    assert!(
        ran.out().contains("killed by signal SIGSEGV (11)"),
        "{}",
        ran.out()
    );

    // A solver's control characters are shown escaped, never echoed to the terminal.
    let (ran, _) = duipai_against(&s, "escapes", "printf '3\\033[2J\\r\\n'", &[]);
    assert_eq!(ran.code, Some(1));
    assert!(ran.out().contains("3\\u{1b}[2J\\r"), "{}", ran.out());
    assert!(!ran.stdout.iter().any(|&b| b == 0x1b || b == b'\r'));
}

/// Two judge bins of different problems are refused up front, and so is a bin of another
/// problem than `--problem` names.
#[test]
fn duipai_refuses_bins_of_two_problems() {
    let seed = common::seed();
    let other = eight_puzzle::registry::PROBLEMS.last().unwrap().name();
    for args in [vec![seed, other], vec!["--problem", other, seed, seed]] {
        let ran = common::run("duipai", &args, []);
        assert_error(
            &format!("duipai {args:?}"),
            &ran,
            2,
            "give two solvers of one problem",
        );
        assert!(
            ran.stderr.contains(seed) && ran.stderr.contains(other),
            "{}",
            ran.stderr
        );
    }
}

/// One fuzzing finding: what, the tool, its arguments, its stdin, the exit code and a text
/// the output must hold.
type Row = (
    &'static str,
    &'static str,
    Vec<String>,
    &'static str,
    i32,
    &'static str,
);

/// Owned copies of the words.
fn owned(words: &[&str]) -> Vec<String> {
    words.iter().map(|w| w.to_string()).collect()
}

/// The findings' reproducers, their files written into `s`.
fn finding_rows(s: &Scratch) -> Vec<Row> {
    let seed = common::seed();
    let long_input = s.file("long", format!("283104765{}", " ".repeat(4_194_305)));
    let seed_input = s.file("seed_input", "283104765\n");
    let bad_input = s.file("bad_input", "28310476\n");
    let non_utf8 = s.file("non_utf8", [0xFF, b'4', b'\n']);
    let four = s.file("four", "4\n");
    let wrong_answer = s.file("wrong_answer", "5\n");
    vec![
        (
            "1: input over 4 MiB",
            "check",
            owned(&[seed, &long_input, &four]),
            "",
            3,
            "longer than 4194304",
        ),
        (
            "2: bad input, unreadable output",
            "check",
            owned(&[seed, &bad_input, &non_utf8]),
            "",
            3,
            "bad input",
        ),
        (
            "2: wrong answer file, unreadable output",
            "check",
            owned(&[seed, &seed_input, &non_utf8, &wrong_answer]),
            "",
            3,
            "answer file",
        ),
        (
            "2: good files, unreadable output",
            "check",
            owned(&[seed, &seed_input, &non_utf8, &four]),
            "",
            2,
            "not valid UTF-8",
        ),
    ]
}

/// The fuzzing findings, one row each against the real binaries: (what, tool, arguments,
/// stdin, exit code, a word of what it prints). Files the rows name are made first.
#[test]
fn fuzzing_findings_hold() {
    let s = Scratch::new("findings");
    let rows = finding_rows(&s);
    for (what, tool, args, stdin, code, needle) in rows {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let started = Instant::now();
        let ran = common::run(tool, &args, stdin);
        let seconds = started.elapsed().as_secs_f64();
        assert!(seconds < 5.0, "{what}: {seconds} s");
        // The checker's verdict and a bin's answer are on stdout; any other error on stderr.
        if tool == "check" || code == 0 {
            assert_eq!(ran.code, Some(code), "{what}: {} {}", ran.out(), ran.stderr);
            assert!(ran.out().contains(needle), "{what}: {:?}", ran.out());
        } else {
            assert_error(what, &ran, code, needle);
        }
    }
}

/// Finding 3: a solver that starts a detached `sleep` and then answers passes its round,
/// and the `sleep` is gone afterwards: the solver's group is killed after every round.
#[test]
#[cfg_attr(windows, ignore = "needs a Unix shell")]
fn nothing_a_solver_starts_outlives_its_round() {
    let seed = common::seed();
    let s = Scratch::new("outlives");
    let pid_file = s.0.join("sleep.pid");
    let seed_exe = assert_cmd::cargo::cargo_bin(seed);
    let body = format!(
        "sleep 780 >/dev/null 2>&1 </dev/null &\necho $! > {}\nexec {}",
        pid_file.display(),
        seed_exe.display()
    );
    let (ran, seconds) = duipai_against(&s, "detached", &body, &[]);
    assert_eq!(ran.code, Some(0), "{}", ran.out());
    assert!(seconds < 5.0, "{seconds} s");
    let pid = fs::read_to_string(&pid_file).unwrap();
    let state = state_once_killed(pid.trim());
    assert!(
        state.is_empty() || state.contains(") Z "),
        "the solver's sleep outlived its round: {state}"
    );
}

/// The `/proc` status line of process `pid` once it is gone or a zombie, or after 2 s: a
/// SIGKILL is delivered when the process is next scheduled, not when `kill` returns.
fn state_once_killed(pid: &str) -> String {
    let started = Instant::now();
    loop {
        let state = fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
        if state.is_empty() || state.contains(") Z ") || started.elapsed().as_secs() >= 2 {
            return state;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
}

/// Runs `bin` (a judge bin or a tool) with `args`, `stdin` from a file, and its stdout on
/// the full disk `/dev/full`: its exit code and stderr.
fn to_full_disk(bin: &str, args: &[&str], stdin: &std::path::Path) -> (Option<i32>, String) {
    let mut child = Command::new(assert_cmd::cargo::cargo_bin(bin))
        .args(args)
        .stdin(fs::File::open(stdin).unwrap())
        .stdout(
            fs::OpenOptions::new()
                .write(true)
                .open("/dev/full")
                .unwrap(),
        )
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    common::wait_a_minute(&mut child, &format!("{bin} {args:?}"));
    let out = child.wait_with_output().unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// No lost answer: a judge bin or a tool that cannot write its answer (a full disk, not a
/// closed pipe) says so in one `error:` line on stderr, without the usage, and fails.
#[test]
#[cfg_attr(windows, ignore = "needs /dev/full")]
fn a_full_disk_is_an_error_not_a_lost_answer() {
    let seed = common::seed();
    for bin in common::bin_names() {
        let cases = common::case_inputs(bin);
        let (code, stderr) = to_full_disk(bin, &[], cases.first().expect("a case"));
        assert_eq!(code, Some(1), "{bin}: {stderr}");
        assert!(
            stderr.starts_with("error: ") && stderr.lines().count() == 1,
            "{bin}: {stderr}"
        );
    }
    let input = common::case_inputs(seed)[0].clone();
    let answer = common::case_inputs(seed)[0].with_extension("out");
    let (i, a) = (input.to_str().unwrap(), answer.to_str().unwrap());
    let tools: [(&str, Vec<&str>, i32); 4] = [
        ("gen", vec!["1"], 2),
        ("count", vec!["--problem", seed], 2),
        ("check", vec![seed, i, a], 3),
        ("duipai", vec![seed, seed, "--rounds", "2"], 2),
    ];
    for (tool, args, code) in tools {
        let (got, stderr) = to_full_disk(tool, &args, &input);
        assert_eq!(got, Some(code), "{tool}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{tool}: {stderr}");
        assert!(
            stderr.starts_with("error: ") && !stderr.contains("usage"),
            "{tool}: {stderr}"
        );
    }
}

/// A repeated option is refused, not silently overridden, so an unknown problem given
/// first cannot hide behind a known one given last.
#[test]
fn a_repeated_option_is_refused() {
    let seed = common::seed();
    let runs: [(&str, Vec<&str>); 3] = [
        ("gen", vec!["--problem", "nope", "123", "--problem", seed]),
        ("duipai", vec![seed, seed, "--seed", "1", "--seed", "2"]),
        ("count", vec!["--problem", seed, "--problem", seed]),
    ];
    for (tool, args) in runs {
        let ran = common::run(tool, &args, []);
        assert_eq!(ran.code, Some(2), "{tool} {args:?}");
        assert!(ran.out().is_empty(), "{tool}: {}", ran.out());
        assert!(ran.stderr.starts_with("error: "), "{tool}: {}", ran.stderr);
    }
    let ran = common::run("gen", &["--problem", "nope", "123"], []);
    assert!(ran.code == Some(2) && ran.stderr.contains("unknown problem 'nope'"));
}

tiers!(
    #[skip_if(windows, "needs a Unix shell")]
    duipai_and_check_judge_the_same_bytes_alike
);

/// Fuzzing finding 3: a solver that prints bytes that are not UTF-8 gets from `duipai` the
/// verdict `check` gives the same bytes, for every problem (one code path: `judge_bytes`;
/// the quick tier: 8 of them).
fn duipai_and_check_judge_the_same_bytes_alike(tier: Tier) {
    let s = Scratch::new("bytes");
    let garbage = b"\xFF\xFEgarbage\x00\n";
    let solver = s.script("garbage", "printf '\\377\\376garbage\\000\\n'");
    let output = s.file("out", garbage);
    let every = eight_puzzle::registry::PROBLEMS.iter().collect();
    for problem in tier.sample(every, 8, |_| false) {
        let name = problem.name();
        // duipai's first round is gen's seed 1 in its default mode.
        let (_, case, _) = common::tool("gen", &["--problem", name, "1"]);
        let input = s.file("in", &case);
        let (code, said, _) = common::tool("check", &[name, &input, &output]);
        assert_eq!(code, 2, "{name}: {said}");
        let ran = common::run("duipai", &[name, &solver, "--rounds", "1"], []);
        let line = format!("[{}]", said.trim_end());
        assert!(
            ran.out().contains(&line),
            "{name}: {line} not in\n{}",
            ran.out()
        );
    }
}

/// The judges' common limit: every bin's peak on its largest input stays under it.
const MEMORY_LIMIT_KIB: u64 = 64 << 10;

/// Every judge bin on its problem's largest input (`Problem::largest`: up to the 4 MiB cap)
/// exits 0 within 64 MiB, measured by the `peak` tool (fuzzing finding 5).
#[test]
fn every_bin_on_its_largest_input_within_64_mib() {
    let mut failures = Vec::new();
    for (problem, bin) in eight_puzzle::registry::bins() {
        let input = problem.largest(&mut eight_puzzle::mt19937::Mt19937::new(4));
        let Some(peak) = common::peak(bin.name, input.as_bytes()) else {
            return;
        };
        println!(
            "{}: {} bytes, {}",
            bin.name,
            input.len(),
            eight_puzzle::memory::report(peak).trim_end()
        );
        if peak.code != 0 || peak.kib >= MEMORY_LIMIT_KIB {
            failures.push(format!(
                "{}: exit {}, {:.1} MiB",
                bin.name,
                peak.code,
                peak.mib()
            ));
        }
    }
    common::assert_none_failed(&failures);
}

/// Two inputs of up to 4 MiB made of `case`: the case repeated whole, and its lines but the
/// last repeated, then its last line. Where a format reads cases until a closing line (`0`,
/// `0 0`), the second is thousands of that case; where it reads them until the input ends,
/// the first is. Elsewhere the bin must stop at its format's end or refuse the rest.
fn repeated(mut case: Vec<u8>) -> [Vec<u8>; 2] {
    if !case.ends_with(b"\n") {
        case.push(b'\n');
    }
    let fill = |part: &[u8]| {
        part.repeat((eight_puzzle::sampling::INPUT_CAP / part.len().max(1)).max(2) - 1)
    };
    let cut = case[..case.len() - 1]
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |at| at + 1);
    let (body, last) = case.split_at(cut);
    let closed = [fill(body), last.to_vec()].concat();
    [fill(&case), closed]
}

/// Every judge bin on each of its cases repeated up to 4 MiB (both ways of [`repeated`])
/// ends within 10 s, with its answers (exit 0) or one `error:` line (exit 1): the
/// statement's limits bound the work, so no input up to the cap hangs a bin (32,263 hard
/// flood-it boards once took 322 s). The proofs' (about 500 runs, most of a few ms).
#[test]
#[ignore = "the proofs tier: cargo test --release -- --ignored"]
fn every_bin_on_each_case_repeated_to_4_mib_ends_within_10_s() {
    let bins: Vec<_> = eight_puzzle::registry::bins()
        .map(|(_, bin)| bin.name)
        .collect();
    let failures = common::per_core(&bins, |part| {
        let mut failures = Vec::new();
        for bin in part {
            for path in common::case_inputs(bin) {
                let case = path.file_name().unwrap().to_string_lossy().into_owned();
                let inputs = repeated(fs::read(&path).unwrap());
                for (way, input) in ["whole", "closed once"].iter().zip(inputs) {
                    let started = Instant::now();
                    let ran = common::run(bin, &[], input);
                    let seconds = started.elapsed().as_secs_f64();
                    let ended_well = match ran.code {
                        Some(0) => true,
                        Some(1) => ran.error_breach().is_none(),
                        _ => false,
                    };
                    if seconds > 10.0 || !ended_well {
                        let code = ran.code;
                        failures.push(format!(
                            "{bin}: {case} ({way}): exit {code:?} in {seconds:.1} s"
                        ));
                    }
                }
            }
        }
        failures
    });
    common::assert_none_failed(&failures.concat());
}

/// `check` on each problem's largest input (`Problem::largest`, up to the 4 MiB cap) and its
/// first bin's output, given as the answer file too, accepts it within 64 MiB, measured by
/// the `peak` tool (the DSLR check once kept a table for each of 10^4 targets: 399 MiB). A
/// problem whose module says its check breaks these limits (`Problem::check_over_limits`)
/// is left out. The proofs' (about 11 s).
#[test]
#[ignore = "the proofs tier: cargo test --release -- --ignored"]
fn check_on_each_largest_input_within_64_mib() {
    if !eight_puzzle::memory::MEASURED_HERE {
        return crate::tier::skipped("check on the largest inputs", "peak measures on Linux only");
    }
    let s = Scratch::new("check-largest");
    let check = assert_cmd::cargo::cargo_bin("check");
    let check = check.to_str().expect("a UTF-8 path");
    let mut failures = Vec::new();
    for problem in eight_puzzle::registry::PROBLEMS {
        let name = problem.name();
        if problem.check_over_limits().is_some() {
            continue;
        }
        let input = problem.largest(&mut eight_puzzle::mt19937::Mt19937::new(4));
        let solved = common::run(problem.spec().bins[0].name, &[], input.clone());
        let (input, output) = (s.file("in", &input), s.file("out", &solved.stdout));
        let ran = common::run("peak", &[check, name, &input, &output, &output], []);
        let peak = eight_puzzle::memory::from_report(&ran.out()).expect("peak's report");
        if peak.code != 0 || peak.kib >= MEMORY_LIMIT_KIB {
            failures.push(format!("{name}: exit {}, {:.1} MiB", peak.code, peak.mib()));
        }
    }
    common::assert_none_failed(&failures);
}
