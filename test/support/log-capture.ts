/** Collects a server's log lines, for tests that read what the server wrote. */
export class LogCapture {
  private readonly lines: string[] = [];

  write(line: string): void {
    this.lines.push(line);
  }

  text(): string {
    return this.lines.join('');
  }
}
