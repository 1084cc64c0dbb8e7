//! `duipai <bin A> <bin B> [--problem P] [--size N] [--mode M] [--k K] [--rounds N]
//! [--seed S] [--keep-going] [--timeout-ms T]`: 对拍, two solvers on the same generated cases.
//!
//! Round i runs both binaries on the case `gen` prints for seed S + i (same problem, k and
//! mode; K may be a range `A..=B` in mode 1, as for `gen`) and judges both outputs with the
//! kit's checker: where the problem has one right answer both must print it, where it has
//! many (any shortest path) both must be valid and optimal, hence equally long. A crash, a
//! non-zero exit or a run longer than the timeout is a wrong answer too.
//! It stops at the first round with a wrong answer and prints the seed, the input, both
//! outputs with their verdicts, whether the outputs differ, and the commands that replay it;
//! with `--keep-going` it runs every round and prints the catch rate.
//! Exit code: 0 every output accepted, 1 a wrong answer, 2 bad arguments, a missing binary,
//! two bins of different problems, or a case `gen` could not make in time.
//!
//! A bin is a judge bin's name (found next to this executable, built if missing) or a path.

use eight_puzzle::cases::Generator;
use eight_puzzle::check::Verdict;
use eight_puzzle::cli::{Args, Flag, Tool};
use eight_puzzle::problem::Problem;
use eight_puzzle::registry;
use eight_puzzle::sampling::{Mode, Reach};
use eight_puzzle::tables::Tables;
use eight_puzzle::text::clip_to;
use std::io::{IsTerminal, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const TOOL: Tool = Tool {
    name: "duipai",
    usage: "duipai <bin A> <bin B> [--problem P] [--size N] [--mode 0|1|2] [--k K] [--rounds N] [--seed S] [--keep-going] [--timeout-ms T]",
    about: "Runs two solvers on the cases gen prints for seeds S, S+1, ... and judges both
outputs with the checker. It stops at the first wrong answer and prints the commands that
replay it; with --keep-going it runs every round and prints how many had a wrong answer.
A bin is a judge bin's name or a path; two judge bins must solve the same problem.
Defaults: mode 0, k 30, 300 rounds from seed 1, 5000 ms per run. Each case must also be
made within T ms, or 10 s if T is less (mode 1 may search about 2 s for a case).
--size picks the board of problems with sizes; in mode 1, K may be a range A..=B.",
    flags: &[
        Flag::value("--problem"),
        Flag::value("--size"),
        Flag::value("--mode"),
        Flag::value("--k"),
        Flag::value("--rounds"),
        Flag::value("--seed"),
        Flag::value("--timeout-ms"),
        Flag::switch("--keep-going"),
    ],
    error_exit: 2,
};

struct Options {
    bins: [String; 2],
    problem: &'static dyn Problem,
    /// `--size N` as given, for the replay commands.
    size: String,
    mode: Mode,
    k: Reach,
    rounds: u32,
    seed: u32,
    keep_going: bool,
    timeout: Duration,
}

fn options(args: &Args) -> Result<Options, String> {
    let bins: [String; 2] = args
        .positional
        .clone()
        .try_into()
        .map_err(|b: Vec<String>| format!("expected two binaries, got {}", b.len()))?;
    // Without --problem, the problem is the one a judge bin's name says.
    let named = |bin: &String| registry::find(Path::new(bin).file_stem()?.to_str()?).ok();
    let problem = match args.problem()? {
        Some(problem) => problem,
        None => named(&bins[0])
            .or_else(|| named(&bins[1]))
            .ok_or("cannot tell the problem from the binaries' names: add --problem")?,
    };
    for bin in &bins {
        if let Some(other) = named(bin).filter(|p| p.name() != problem.name()) {
            return Err(format!(
                "{bin} solves the problem {}, not {}: give two solvers of one problem",
                other.name(),
                problem.name()
            ));
        }
    }
    let o = Options {
        bins,
        problem: args.sized(problem)?,
        size: args
            .value("--size")
            .map_or(String::new(), |n| format!(" --size {n}")),
        mode: Mode::from_number(args.number("--mode", 0)?)?,
        k: Reach::parse(args.value("--k").unwrap_or("30"))?,
        rounds: args.number("--rounds", 300)?,
        seed: args.number("--seed", 1)?,
        keep_going: args.switch("--keep-going"),
        timeout: Duration::from_millis(args.number("--timeout-ms", 5000)?),
    };
    validate(&o)?;
    Ok(o)
}

/// Refuses settings that would run nothing, judge nothing, or overflow the seeds.
fn validate(o: &Options) -> Result<(), String> {
    if o.rounds == 0 {
        return Err("--rounds 0 runs nothing: give at least 1".into());
    }
    if o.timeout.is_zero() {
        return Err("--timeout-ms 0 kills every solver at once: give at least 1".into());
    }
    if o.k.hi.is_some() && o.mode != Mode::Far {
        return Err(format!("--k {}: a range is for mode 1 only", o.k));
    }
    if o.seed.checked_add(o.rounds - 1).is_none() {
        let last = u64::from(o.seed) + u64::from(o.rounds) - 1;
        return Err(format!(
            "seeds {}..={last} pass 4294967295: lower --seed or --rounds",
            o.seed
        ));
    }
    Ok(())
}

/// Whether `bin` is a path (it has a `/`, or a `\\` on Windows) rather than a bin's name.
fn is_path(bin: &str) -> bool {
    bin.contains('/') || bin.contains(std::path::MAIN_SEPARATOR)
}

/// The judge bin a name stands for: `NAME`, or the file's name `NAME.rs` or its path
/// `src/bin/NAME.rs`, as a contestant may type it.
fn judge_bin_name(bin: &str) -> Option<&str> {
    let name = match bin.strip_suffix(".rs") {
        Some(file) => Path::new(file).file_name()?.to_str()?,
        None if is_path(bin) => return None,
        None => bin,
    };
    registry::find(name).is_ok().then_some(name)
}

/// The executable for `bin`: a judge bin (found next to this executable) or a path.
fn locate(bin: &str) -> Result<PathBuf, String> {
    if let Some(name) = judge_bin_name(bin) {
        let here =
            std::env::current_exe().map_err(|e| format!("cannot find duipai itself: {e}"))?;
        return Ok(here.with_file_name(format!("{name}{}", std::env::consts::EXE_SUFFIX)));
    }
    // A bare name in this folder is run as `./name`: a command without a folder is looked
    // up on the PATH, not here.
    let mut path = match is_path(bin) {
        true => PathBuf::from(bin),
        false => Path::new(".").join(bin),
    };
    // `my_solution` for `my_solution.exe`, as Windows' own shell takes it.
    let exe = path.with_extension(std::env::consts::EXE_EXTENSION);
    if cfg!(windows) && path.extension().is_none() && !path.exists() && exe.is_file() {
        path = exe;
    }
    if !is_path(bin) && !path.is_file() {
        let names = registry::bin_names(", ");
        return Err(format!("{bin} is neither a judge bin ({names}) nor a file"));
    }
    match std::fs::metadata(&path) {
        Ok(m) if m.is_file() && executable(&path, &m) => Ok(path),
        Ok(m) if m.is_file() => Err(format!("{bin} is not executable")),
        Ok(_) => Err(format!("{bin} is not a file")),
        Err(e) => Err(format!("{bin}: {e}")),
    }
}

/// Whether a file may be run: an execute bit on Unix, a program's extension on Windows.
#[cfg(unix)]
fn executable(path: &Path, m: &std::fs::Metadata) -> bool {
    use std::os::unix::fs::PermissionsExt;
    let _ = path;
    m.permissions().mode() & 0o111 != 0
}

#[cfg(not(unix))]
fn executable(path: &Path, _: &std::fs::Metadata) -> bool {
    let extension = path.extension().and_then(|e| e.to_str()).unwrap_or("");
    ["exe", "com", "bat", "cmd"]
        .iter()
        .any(|x| x.eq_ignore_ascii_case(extension))
}

/// Both executables. Judge bins not built yet are built when duipai runs under `cargo run`
/// (which says where the project is); otherwise the error names the command to run.
fn executables(bins: &[String; 2]) -> Result<[PathBuf; 2], String> {
    let paths = [locate(&bins[0])?, locate(&bins[1])?];
    let missing: Vec<&str> = bins
        .iter()
        .zip(&paths)
        .filter(|(_, path)| !path.is_file())
        .filter_map(|(bin, _)| judge_bin_name(bin))
        .collect();
    if missing.is_empty() {
        return Ok(paths);
    }
    eight_puzzle::cli::build_missing("duipai", &missing, &paths)?;
    Ok(paths)
}

/// What one run of a solver produced.
enum Run {
    Finished(Vec<u8>),
    Failed(String),
}

/// The most of a solver's stdout or stderr kept: a flood is read to the end (so the solver
/// does not block) but not stored.
const MAX_CAPTURE: usize = 1 << 20;

/// Runs `exe` on `input`. Judged as soon as the solver exits; after `timeout` it is killed.
/// On Unix it runs in a process group of its own, and after every round, whatever its
/// outcome, the group is killed again, so nothing the solver started outlives its round (a
/// child that left the group with `setsid` is out of reach). On Windows only the solver's
/// own process is killed: what it started itself may live on.
fn run(exe: &Path, input: &str, timeout: Duration) -> Run {
    let mut command = Command::new(exe);
    command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    own_group(&mut command);
    let spawned = command.spawn();
    let mut child = match spawned {
        Ok(child) => child,
        Err(e) => return Run::Failed(format!("cannot start: {e}")),
    };
    let deadline = Instant::now() + timeout;
    if let Some(mut stdin) = child.stdin.take() {
        let input = input.as_bytes().to_vec();
        // A solver may exit without reading: the write then fails, which is fine.
        std::thread::spawn(move || stdin.write_all(&input));
    }
    let captures = [
        child.stdout.take().map(capture),
        child.stderr.take().map(capture),
    ];
    let status = wait(&mut child, deadline);
    kill_group(&child);
    let [out, err] = captures.map(|c| c.map(Capture::finish).unwrap_or_default());
    let Some(status) = status else {
        return Run::Failed(format!(
            "no answer within {} ms (killed)",
            timeout.as_millis()
        ));
    };
    if status.success() {
        return Run::Finished(out);
    }
    let err = String::from_utf8_lossy(&err);
    match err.lines().next() {
        Some(first) => Run::Failed(format!("{}: {}", describe(status), clip_to(first, 200))),
        None => Run::Failed(describe(status)),
    }
}

/// The child's exit status, or `None` (and the child's whole group killed) once `deadline`
/// passes.
fn wait(child: &mut Child, deadline: Instant) -> Option<ExitStatus> {
    loop {
        if let Ok(Some(status)) = child.try_wait() {
            return Some(status);
        }
        if Instant::now() >= deadline {
            kill_group(child);
            let _ = child.kill();
            let _ = child.wait();
            return None;
        }
        std::thread::sleep(Duration::from_micros(200));
    }
}

/// Starts the solver as the leader of a process group of its own.
#[cfg(unix)]
fn own_group(command: &mut Command) {
    use std::os::unix::process::CommandExt;
    command.process_group(0);
}

#[cfg(not(unix))]
fn own_group(_: &mut Command) {}

/// Kills every process in the child's group (it leads one of its own): what it left running.
#[cfg(unix)]
fn kill_group(child: &Child) {
    let group = format!("-{}", child.id());
    let _ = Command::new("kill")
        .args(["-KILL", "--", &group])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status();
}

/// Windows has no process groups: `wait` kills the solver itself through std.
#[cfg(not(unix))]
fn kill_group(_: &Child) {}

/// One pipe being read in a thread of its own: the first [`MAX_CAPTURE`] bytes are kept.
struct Capture {
    kept: Arc<Mutex<Vec<u8>>>,
    done: mpsc::Receiver<()>,
}

fn capture(mut pipe: impl Read + Send + 'static) -> Capture {
    let kept = Arc::new(Mutex::new(Vec::new()));
    let (tx, done) = mpsc::channel();
    let shared = Arc::clone(&kept);
    std::thread::spawn(move || {
        let mut chunk = [0u8; 8192];
        while let Ok(n @ 1..) = pipe.read(&mut chunk) {
            let mut kept = shared.lock().unwrap_or_else(|e| e.into_inner());
            let room = MAX_CAPTURE.saturating_sub(kept.len());
            kept.extend_from_slice(&chunk[..n.min(room)]);
        }
        let _ = tx.send(());
    });
    Capture { kept, done }
}

impl Capture {
    /// What was kept, once the pipe closes. The solver's group is dead by then; if a process
    /// that left it still holds the pipe, what was read within a short grace is used.
    fn finish(self) -> Vec<u8> {
        let _ = self.done.recv_timeout(Duration::from_millis(500));
        let kept = self.kept.lock().unwrap_or_else(|e| e.into_inner());
        kept.clone()
    }
}

fn describe(status: ExitStatus) -> String {
    match (status.code(), signal(status)) {
        (Some(101), _) => "panicked (exit 101)".to_string(),
        (Some(code), _) if cfg!(windows) && code as u32 >= 0xC000_0000 => {
            let code = code as u32;
            format!("crashed ({}, exit 0x{code:08X})", exception_name(code))
        }
        (Some(code), _) => format!("exit {code}"),
        (None, Some(signal)) => format!("killed by signal {} ({signal})", signal_name(signal)),
        (None, None) => "ended without an exit code".to_string(),
    }
}

/// The signal that ended the process, on Unix.
#[cfg(unix)]
fn signal(status: ExitStatus) -> Option<i32> {
    std::os::unix::process::ExitStatusExt::signal(&status)
}

#[cfg(not(unix))]
fn signal(_: ExitStatus) -> Option<i32> {
    None
}

/// The name of a Windows exception code that ends a crashed process (its NTSTATUS).
fn exception_name(code: u32) -> &'static str {
    match code {
        0xC000_0005 => "access violation",
        0xC000_001D => "illegal instruction",
        0xC000_0094 => "integer divided by zero",
        0xC000_0095 => "integer overflow",
        0xC000_00FD => "stack overflow",
        0xC000_0409 => "stack buffer overrun or abort",
        0xC000_013A => "stopped by Ctrl+C",
        _ => "an exception",
    }
}

/// The usual name of a Linux signal number.
fn signal_name(signal: i32) -> &'static str {
    const NAMES: [&str; 32] = [
        "0",
        "SIGHUP",
        "SIGINT",
        "SIGQUIT",
        "SIGILL",
        "SIGTRAP",
        "SIGABRT",
        "SIGBUS",
        "SIGFPE",
        "SIGKILL",
        "SIGUSR1",
        "SIGSEGV",
        "SIGUSR2",
        "SIGPIPE",
        "SIGALRM",
        "SIGTERM",
        "SIGSTKFLT",
        "SIGCHLD",
        "SIGCONT",
        "SIGSTOP",
        "SIGTSTP",
        "SIGTTIN",
        "SIGTTOU",
        "SIGURG",
        "SIGXCPU",
        "SIGXFSZ",
        "SIGVTALRM",
        "SIGPROF",
        "SIGWINCH",
        "SIGIO",
        "SIGPWR",
        "SIGSYS",
    ];
    usize::try_from(signal)
        .ok()
        .and_then(|i| NAMES.get(i).copied())
        .unwrap_or("a real-time signal")
}

/// The verdict on one solver's run.
fn judge(tables: &Tables, problem: &dyn Problem, input: &str, run: &Run) -> Verdict {
    match run {
        // The bytes as they came, judged as `check` judges an output file.
        Run::Finished(output) => problem.judge_bytes(tables, input, output, None),
        Run::Failed(why) => Verdict::WrongAnswer(why.clone()),
    }
}

/// A run for the report: its output (at most 20 lines of 200 characters, control
/// characters escaped) or why it failed.
fn show(run: &Run) -> String {
    let output = match run {
        Run::Finished(bytes) => escaped(&String::from_utf8_lossy(bytes)),
        Run::Failed(why) => return format!("(failed: {})", escaped(why)),
    };
    if output.trim().is_empty() {
        return "(empty)".into();
    }
    let output = output.trim_end();
    let lines: Vec<String> = output
        .lines()
        .take(20)
        .map(|line| clip_to(line, 200))
        .collect();
    let more = output.lines().count().saturating_sub(20);
    match more {
        0 => lines.join("\n"),
        _ => format!("{}\n… and {more} more lines", lines.join("\n")),
    }
}

/// `text` with every control character but the line break written as an escape (`\r`,
/// `\u{1b}`), so a solver's bytes cannot move the terminal's cursor or hide in the report.
fn escaped(text: &str) -> String {
    let escape = |c: char| match c {
        '\n' => "\n".to_string(),
        c if c.is_control() => c.escape_default().to_string(),
        c => c.to_string(),
    };
    text.chars().map(escape).collect()
}

/// One round's input, both runs and both verdicts.
struct Round {
    seed: u32,
    input: String,
    runs: [Run; 2],
    verdicts: [Verdict; 2],
}

/// Runs round `seed`: generates the case, runs both solvers, judges both.
fn play(
    o: &Options,
    exes: &[PathBuf; 2],
    generator: &Generator,
    tables: &Tables,
    seed: u32,
) -> Round {
    let input = generate(o, generator, seed).unwrap_or_else(|why| TOOL.fail(&why));
    let runs = [0, 1].map(|i| run(&exes[i], &input, o.timeout));
    let verdicts = [0, 1].map(|i| judge(tables, o.problem, &input, &runs[i]));
    Round {
        seed,
        input,
        runs,
        verdicts,
    }
}

/// The case for `seed`, made in a thread of its own: an error once it takes longer than
/// the timeout, or 10 s if that is less, so that a generator that hangs cannot hang duipai.
fn generate(o: &Options, generator: &Generator, seed: u32) -> Result<String, String> {
    let budget = o.timeout.max(Duration::from_secs(10));
    std::thread::scope(|scope| {
        let (tx, rx) = mpsc::channel();
        scope.spawn(move || tx.send(generator.case(o.problem, seed, o.k, o.mode)));
        match rx.recv_timeout(budget) {
            Ok(case) => case,
            // Exiting ends the thread still generating; the scope never waits for it.
            Err(_) => TOOL.fail(&format!(
                "gen made no case for seed {seed} within {} ms",
                budget.as_millis()
            )),
        }
    })
}

/// The report's first line: the round, who is judged wrong, and whether the outputs differ.
fn headline(o: &Options, round: &Round, index: u32) -> String {
    let wrong: Vec<&str> = o
        .bins
        .iter()
        .zip(&round.verdicts)
        .filter(|(_, verdict)| !verdict.is_accepted())
        .map(|(bin, _)| bin.as_str())
        .collect();
    let who = match wrong[..] {
        [one] => format!("{one} is judged wrong"),
        _ => "both are judged wrong".to_string(),
    };
    let outputs = match &round.runs {
        [Run::Finished(a), Run::Finished(b)] if a == b => "both print the same",
        [Run::Failed(_), Run::Failed(_)] => "neither ran to a normal end",
        _ => "the outputs differ",
    };
    format!(
        "wrong answer at seed {} (round {} of {}): {who}; {outputs}\n",
        round.seed,
        index + 1,
        o.rounds
    )
}

/// What the first wrong answer prints: the seed, the input, both outputs with their
/// verdicts, and the commands that replay it.
fn wrong_answer_report(o: &Options, round: &Round, index: u32) -> String {
    let Options { bins, k, .. } = o;
    let (seed, mode) = (round.seed, o.mode.number());
    let mut text = headline(o, round, index);
    text += &format!("input:\n{}\n", round.input.trim_end());
    let width = bins[0].len().max(bins[1].len()) + 1;
    for ((bin, run), verdict) in bins.iter().zip(&round.runs).zip(&round.verdicts) {
        let (name, shown) = (format!("{bin}:"), show(run));
        let verdict = escaped(&verdict.to_string());
        text += &format!("{name:<width$} {shown}\n{:<width$} [{verdict}]\n", "");
    }
    let problem = format!("--problem {}{}", o.problem.name(), o.size);
    let [duipai, gen] = commands();
    text += &format!(
        "replay: {duipai} {} {} {problem} --mode {mode} --k {k} --seed {seed} --rounds 1\n",
        bins[0], bins[1]
    );
    text + &format!("input alone: {gen} {problem} {seed} {k} {mode}\n")
}

/// How to run duipai and gen again, as the user ran duipai: through `cargo run` (cargo
/// tells its programs so) or as a built binary, by the path they typed.
fn commands() -> [String; 2] {
    if std::env::var_os("CARGO").is_some() && std::env::var_os("CARGO_MANIFEST_DIR").is_some() {
        return [
            "cargo run --release --bin duipai --".to_string(),
            "cargo run -q --release --bin gen --".to_string(),
        ];
    }
    let typed = std::env::args().next().unwrap_or_else(|| "duipai".into());
    let folder = typed.rfind(['/', std::path::MAIN_SEPARATOR]);
    let gen = match folder {
        Some(end) => format!("{}gen{}", &typed[..=end], std::env::consts::EXE_SUFFIX),
        None => "gen".to_string(),
    };
    [typed, gen]
}

fn main() {
    let args = TOOL.args();
    let o = options(&args).unwrap_or_else(|why| TOOL.fail(&why));
    let exes = executables(&o.bins).unwrap_or_else(|why| TOOL.fail(&why));
    let tables = Tables::new();
    let generator = Generator::new(&tables);
    let progress = std::io::stderr().is_terminal();
    let mut caught = Vec::new();
    let started = Instant::now();
    for index in 0..o.rounds {
        let seed = o.seed + index; // validate() keeps the last seed in range
        let round = play(&o, &exes, &generator, &tables, seed);
        let wrong = !round.verdicts.iter().all(Verdict::is_accepted);
        if progress {
            let wrongs = caught.len() + usize::from(wrong);
            let _ = write!(
                std::io::stderr(),
                "\rround {}/{}, {wrongs} with a wrong answer",
                index + 1,
                o.rounds
            );
        }
        if !wrong {
            continue;
        }
        caught.push(seed);
        if !o.keep_going {
            if progress {
                let _ = writeln!(std::io::stderr());
            }
            TOOL.exit_with(&wrong_answer_report(&o, &round, index), 1);
        }
    }
    if progress {
        let _ = writeln!(std::io::stderr());
    }
    TOOL.exit_with(
        &summary(&o, &caught, started),
        i32::from(!caught.is_empty()),
    );
}

/// The closing line: how many rounds had a wrong answer, the first such seeds, the time.
fn summary(o: &Options, caught: &[u32], started: Instant) -> String {
    let percent = if o.rounds == 0 {
        0.0
    } else {
        100.0 * caught.len() as f64 / f64::from(o.rounds)
    };
    let first: Vec<String> = caught.iter().take(10).map(u32::to_string).collect();
    let first = if first.is_empty() {
        String::new()
    } else {
        format!(", first at seeds {}", first.join(", "))
    };
    format!(
        "{} vs {} on {}{} (mode {}, k {}, seeds {}..={}): {} / {} rounds with a wrong answer ({percent:.1}%){first}, {:.2} s\n",
        o.bins[0],
        o.bins[1],
        o.problem.name(),
        o.size,
        o.mode.number(),
        o.k,
        o.seed,
        o.seed.saturating_add(o.rounds.saturating_sub(1)),
        caught.len(),
        o.rounds,
        started.elapsed().as_secs_f64()
    )
}
