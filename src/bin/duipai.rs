//! `duipai <bin A> <bin B> [--problem P] [--mode M] [--k K] [--rounds N] [--seed S]
//! [--keep-going] [--timeout-ms T]`: 对拍, two solvers on the same generated cases.
//!
//! Round i runs both binaries on the case `gen` prints for seed S + i (same problem, k and
//! mode) and judges both outputs with the kit's checker: for P1379 the answers must both be
//! the true distance, for AcWing and yuzan both must be valid and optimal (hence equally
//! long). A crash, a non-zero exit or a run longer than the timeout is a difference too.
//! It stops at the first difference and prints the seed, the input, both outputs and the
//! command that replays it; with `--keep-going` it runs every round and prints the catch rate.
//! Exit code: 0 no difference, 1 a difference, 2 bad arguments or a missing binary.
//!
//! A bin is a judge bin's name (found next to this executable, built if missing) or a path.

use eight_puzzle::check::{Checker, Problem, Verdict};
use eight_puzzle::generate::{Generator, Mode};
use std::io::{IsTerminal, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

const USAGE: &str = "usage: duipai <bin A> <bin B> [--problem P] [--mode 0|1|2] [--k K] [--rounds N] [--seed S] [--keep-going] [--timeout-ms T]";

struct Options {
    bins: [String; 2],
    problem: Problem,
    mode: Mode,
    k: u32,
    rounds: u32,
    seed: u32,
    keep_going: bool,
    timeout: Duration,
}

fn parse_options(args: &[String]) -> Result<Options, String> {
    let mut bins = Vec::new();
    let (mut problem, mut mode, mut k, mut rounds, mut seed) = (None, Mode::Walk, 30, 300, 1);
    let (mut keep_going, mut timeout_ms) = (false, 5000);
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        let mut value = |flag: &str| rest.next().cloned().ok_or(format!("{flag} needs a value"));
        let number = |flag: &str, text: String| {
            text.parse::<u32>()
                .map_err(|_| format!("{flag} '{text}' is not a number"))
        };
        match arg.as_str() {
            "--problem" => problem = Some(value("--problem")?.parse::<Problem>()?),
            "--mode" => mode = Mode::from_number(i64::from(number("--mode", value("--mode")?)?))?,
            "--k" => k = number("--k", value("--k")?)?,
            "--rounds" => rounds = number("--rounds", value("--rounds")?)?,
            "--seed" => seed = number("--seed", value("--seed")?)?,
            "--timeout-ms" => timeout_ms = number("--timeout-ms", value("--timeout-ms")?)?,
            "--keep-going" => keep_going = true,
            flag if flag.starts_with("--") => return Err(format!("unknown flag {flag}")),
            _ => bins.push(arg.clone()),
        }
    }
    let bins: [String; 2] = bins
        .try_into()
        .map_err(|b: Vec<String>| format!("expected two binaries, got {}", b.len()))?;
    // Without --problem, the problem is the one a judge bin's name says.
    let named = |bin: &String| {
        Path::new(bin)
            .file_stem()?
            .to_str()?
            .parse::<Problem>()
            .ok()
    };
    let problem = problem
        .or_else(|| named(&bins[0]))
        .or_else(|| named(&bins[1]))
        .ok_or("cannot tell the problem from the binaries' names: add --problem")?;
    let timeout = Duration::from_millis(u64::from(timeout_ms));
    Ok(Options {
        bins,
        problem,
        mode,
        k,
        rounds,
        seed,
        keep_going,
        timeout,
    })
}

/// The executable for a judge bin's name (next to this one) or a path.
fn locate(bin: &str) -> PathBuf {
    if bin.contains('/') {
        return PathBuf::from(bin);
    }
    let here = std::env::current_exe()
        .ok()
        .and_then(|exe| exe.parent().map(Path::to_path_buf));
    here.unwrap_or_default().join(bin)
}

/// Finds both binaries, building missing judge bins with cargo when this is the project's
/// own build; otherwise says which command to run.
fn executables(bins: &[String; 2]) -> Result<[PathBuf; 2], String> {
    let paths = [locate(&bins[0]), locate(&bins[1])];
    let missing: Vec<&String> = bins
        .iter()
        .zip(&paths)
        .filter(|(_, p)| !p.is_file())
        .map(|(b, _)| b)
        .collect();
    if missing.is_empty() {
        return Ok(paths);
    }
    let names: Vec<&str> = missing.iter().map(|s| s.as_str()).collect();
    if missing.iter().any(|bin| bin.contains('/')) {
        return Err(format!("{} not found", names.join(", ")));
    }
    let mut command = vec!["build".to_string(), "--release".to_string()];
    for bin in &missing {
        command.extend(["--bin".to_string(), bin.to_string()]);
    }
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml");
    let how = format!("cargo {}", command.join(" "));
    eprintln!(
        "duipai: {} not built yet, running: {how}",
        names.join(" and ")
    );
    let built = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()))
        .args(&command)
        .arg("--manifest-path")
        .arg(&manifest)
        .status()
        .is_ok_and(|status| status.success());
    if built && paths.iter().all(|p| p.is_file()) {
        Ok(paths)
    } else {
        Err(format!(
            "{} missing: build with `{how}` (is it a judge bin's name?)",
            names.join(", ")
        ))
    }
}

/// What one run of a solver produced.
enum Run {
    Finished(String),
    Failed(String),
}

/// Runs `exe` on `input`, killing it after `timeout`.
fn run(exe: &Path, input: &str, timeout: Duration) -> Run {
    let spawned = Command::new(exe)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn();
    let mut child = match spawned {
        Ok(child) => child,
        Err(e) => return Run::Failed(format!("cannot start: {e}")),
    };
    let deadline = Instant::now() + timeout;
    if let Some(mut stdin) = child.stdin.take() {
        let _ = stdin.write_all(input.as_bytes()); // a solver may exit without reading
    }
    // One thread per pipe, each sending (is stdout, its text) when the pipe closes.
    let (tx, rx) = mpsc::channel::<(bool, Vec<u8>)>();
    let stdout = child
        .stdout
        .take()
        .map(|p| (true, Box::new(p) as Box<dyn Read + Send>));
    let stderr = child
        .stderr
        .take()
        .map(|p| (false, Box::new(p) as Box<dyn Read + Send>));
    for (is_stdout, mut pipe) in [stdout, stderr].into_iter().flatten() {
        let tx = tx.clone();
        std::thread::spawn(move || {
            let mut text = Vec::new();
            let _ = pipe.read_to_end(&mut text);
            let _ = tx.send((is_stdout, text));
        });
    }
    // Both pipes close when the solver exits; a solver that outlives the deadline is killed.
    let (mut out, mut err, mut closed) = (Vec::new(), Vec::new(), 0);
    while closed < 2 {
        match rx.recv_timeout(deadline.saturating_duration_since(Instant::now())) {
            Ok((true, text)) => out = text,
            Ok((false, text)) => err = text,
            Err(_) => break,
        }
        closed += 1;
    }
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) if closed == 2 => break Some(status),
            _ if Instant::now() >= deadline => break None,
            _ => std::thread::sleep(Duration::from_micros(200)),
        }
    };
    let Some(status) = status else {
        let _ = child.kill();
        let _ = child.wait();
        return Run::Failed(format!(
            "no answer within {} ms (killed)",
            timeout.as_millis()
        ));
    };
    if status.success() {
        return Run::Finished(String::from_utf8_lossy(&out).into_owned());
    }
    let err = String::from_utf8_lossy(&err);
    Run::Failed(format!(
        "{}: {}",
        describe(status),
        err.lines().next().unwrap_or("")
    ))
}

fn describe(status: ExitStatus) -> String {
    match status.code() {
        Some(101) => "panicked (exit 101)".to_string(),
        Some(code) => format!("exit {code}"),
        None => "killed by a signal".to_string(),
    }
}

/// The verdict on one solver's run.
fn judge(checker: &Checker, problem: Problem, input: &str, run: &Run) -> Verdict {
    match run {
        Run::Finished(output) => checker.check(problem, input, output, None),
        Run::Failed(why) => Verdict::WrongAnswer(why.clone()),
    }
}

fn show(run: &Run) -> String {
    match run {
        Run::Finished(output) if output.trim().is_empty() => "(empty)".into(),
        Run::Finished(output) => output.trim_end().to_string(),
        Run::Failed(why) => format!("(failed: {why})"),
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--help" || a == "-h") {
        println!("{USAGE}");
        return;
    }
    let fail = |why: String| -> ! {
        eprintln!("error: {why} ({USAGE})");
        std::process::exit(2);
    };
    let options = parse_options(&args).unwrap_or_else(|why| fail(why));
    let exes = executables(&options.bins).unwrap_or_else(|why| fail(why));
    let checker = Checker::new();
    let generator = Generator::new(&checker);
    let Options {
        bins,
        problem,
        mode,
        k,
        rounds,
        seed,
        keep_going,
        timeout,
    } = options;
    let progress = std::io::stderr().is_terminal();
    let mut caught = Vec::new();
    let started = Instant::now();
    for round in 0..rounds {
        let Some(case_seed) = seed.checked_add(round) else {
            break;
        };
        let input = generator
            .case(problem, case_seed, k, mode)
            .unwrap_or_else(|why| fail(why));
        let runs = [
            run(&exes[0], &input, timeout),
            run(&exes[1], &input, timeout),
        ];
        let verdicts = [0, 1].map(|i| judge(&checker, problem, &input, &runs[i]));
        if progress {
            eprint!(
                "\rround {}/{rounds}, {} differences",
                round + 1,
                caught.len() + usize::from(!verdicts.iter().all(Verdict::is_accepted))
            );
        }
        if verdicts.iter().all(Verdict::is_accepted) {
            continue;
        }
        caught.push(case_seed);
        if keep_going {
            continue;
        }
        if progress {
            eprintln!();
        }
        let width = bins[0].len().max(bins[1].len()) + 1;
        println!(
            "difference at seed {case_seed} (round {} of {rounds})",
            round + 1
        );
        println!("input:\n{}", input.trim_end());
        for i in 0..2 {
            println!(
                "{:<width$} {}\n{:<width$} [{}]",
                format!("{}:", bins[i]),
                show(&runs[i]),
                "",
                verdicts[i]
            );
        }
        let problem_flag = format!("--problem {}", problem.name());
        println!(
            "replay: cargo run --release --bin duipai -- {} {} {problem_flag} --mode {} --k {k} --seed {case_seed} --rounds 1",
            bins[0],
            bins[1],
            mode.number()
        );
        println!(
            "input alone: cargo run -q --release --bin gen -- {problem_flag} {case_seed} {k} {}",
            mode.number()
        );
        std::process::exit(1);
    }
    if progress {
        eprintln!();
    }
    let percent = if rounds == 0 {
        0.0
    } else {
        100.0 * caught.len() as f64 / f64::from(rounds)
    };
    let first: Vec<String> = caught.iter().take(10).map(u32::to_string).collect();
    println!(
        "{} vs {} on {} (mode {}, k {k}, seeds {seed}..={}): {} / {rounds} rounds differ ({percent:.1}%){}, {:.2} s",
        bins[0],
        bins[1],
        problem.name(),
        mode.number(),
        seed.saturating_add(rounds.saturating_sub(1)),
        caught.len(),
        if first.is_empty() { String::new() } else { format!(", first at seeds {}", first.join(", ")) },
        started.elapsed().as_secs_f64()
    );
    std::process::exit(i32::from(!caught.is_empty()));
}
