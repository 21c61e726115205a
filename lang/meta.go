package lang

import (
	"fmt"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/zqlang/zq/lang/internal/wording"
)

// MetaCommands lists the meta-commands with their help, for `:help`
// and completion.
var MetaCommands = []struct{ Name, Usage, Help string }{
	{":help", ":help [NAME|TOPIC|syntax|grammar]", "list the builtins by topic, or describe one"},
	{":vars", ":vars", "list the bound names with a summary of each"},
	{":time", ":time on|off", "print the time each statement takes"},
	{":timeout", ":timeout DURATION|off", "stop statements running longer (e.g. 30s)"},
	{":limit", ":limit NODES|off", "stop statements growing the store past NODES nodes"},
	{":memory", ":memory SIZE|off", "stop statements when the process holds more memory (e.g. 2GiB; default 3/4 of the machine's)"},
	{":stats", ":stats", "nodes, memory and cache figures of the store"},
	{":gc", ":gc", "free the nodes no binding uses"},
	{":echo", ":echo on|off", "print a summary of each binding"},
	{":trace", ":trace on|off", "print each statement (and the comments before it) as it runs"},
	{":quit", ":quit", "leave zq"},
}

// Meta runs a meta-command line such as ":time on".
func (s *Session) Meta(line string) error {
	fields := strings.Fields(line)
	if len(fields) == 0 {
		return fmt.Errorf("empty meta-command")
	}
	cmd, args := fields[0], fields[1:]
	onOff := func(dst *bool) error {
		if len(args) != 1 || (args[0] != "on" && args[0] != "off") {
			return fmt.Errorf("%s takes on or off", cmd)
		}
		*dst = args[0] == "on"
		return nil
	}
	out := s.Out
	switch cmd {
	case ":timeout", ":limit", ":memory":
		if s.FixedLimits {
			return fmt.Errorf("%s: the limits of this session are set by the program running it", cmd)
		}
	}
	switch cmd {
	case ":help", ":h", ":?":
		topic := strings.TrimSuffix(strings.Join(args, " "), "()")
		if f, ok := s.vars[topic].(*Func); ok {
			fmt.Fprint(out, describeFunc(f))
			return nil
		}
		if b, ok := s.own[topic]; ok {
			fmt.Fprintf(out, "%s\n  %s\n", b.Signature(), b.Help)
			if b.Example != "" {
				fmt.Fprintf(out, "  example: %s\n", b.Example)
			}
			return nil
		}
		fmt.Fprint(out, Help(topic))
	case ":quit", ":q", ":exit":
		s.quit = true
	case ":time":
		return onOff(&s.Timing)
	case ":echo":
		return onOff(&s.Echo)
	case ":trace":
		return onOff(&s.Trace)
	case ":timeout":
		if len(args) != 1 {
			return fmt.Errorf(":timeout takes a duration such as 30s, or off")
		}
		if args[0] == "off" || args[0] == "0" {
			s.Timeout = 0
			return nil
		}
		d, err := time.ParseDuration(args[0])
		if err != nil || d <= 0 {
			return fmt.Errorf(":timeout: bad duration %q (write e.g. 500ms, 30s, 2m)", args[0])
		}
		s.Timeout = d
	case ":limit":
		if len(args) != 1 {
			return fmt.Errorf(":limit takes a number of nodes, or off")
		}
		if args[0] == "off" || args[0] == "0" {
			s.NodeLimit = 0
			return nil
		}
		n, err := strconv.Atoi(strings.ReplaceAll(args[0], "_", ""))
		if err != nil || n <= 0 {
			return fmt.Errorf(":limit: bad number of nodes %q", args[0])
		}
		s.NodeLimit = n
	case ":memory":
		if len(args) != 1 {
			return fmt.Errorf(":memory takes a size such as 2GiB, or off (now %s)", budgetText(s.MemoryBudget))
		}
		if args[0] == "off" || args[0] == "0" {
			s.SetMemoryBudget(0)
			return nil
		}
		n, err := ParseSize(args[0])
		if err != nil {
			return fmt.Errorf(":memory: %v", err)
		}
		s.SetMemoryBudget(n)
	case ":stats":
		st := s.M.Stats()
		hit := 0.0
		if st.CacheLookups > 0 {
			hit = 100 * float64(st.CacheHits) / float64(st.CacheLookups)
		}
		fmt.Fprintf(out, "nodes: %s live, %s slots, %s created\n", wording.Group64(int64(st.LiveNodes)), wording.Group64(int64(st.Capacity)), wording.Group64(int64(st.NodesCreated)))
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		fmt.Fprintf(out, "memory: process %s resident (Go heap %s in use), node store %s\n", wording.Bytes(ResidentBytes()), wording.Bytes(int64(ms.HeapInuse)), wording.Bytes(st.Bytes))
		fmt.Fprintf(out, "cache: %s look-ups, %.1f%% hits\n", wording.Group64(int64(st.CacheLookups)), hit)
		fmt.Fprintf(out, "gc: %d runs, %s nodes freed; %d roots\n", st.GCRuns, wording.Group64(int64(st.GCFreed)), st.Roots)
		lim, to := "off", "off"
		if s.NodeLimit > 0 {
			lim = wording.Group64(int64(s.NodeLimit))
		}
		if s.Timeout > 0 {
			to = s.Timeout.String()
		}
		fmt.Fprintf(out, "limits: timeout %s, node limit %s, memory budget %s\n", to, lim, budgetText(s.MemoryBudget))
	case ":gc":
		before := s.M.Stats().LiveNodes
		s.gc()
		fmt.Fprintf(out, "freed %s nodes\n", wording.Group64(int64(before-s.M.Stats().LiveNodes)))
	case ":vars":
		names := s.Names()
		if len(names) == 0 {
			fmt.Fprintln(out, "no bindings")
		}
		for _, n := range names {
			fmt.Fprintf(out, "%s = %s\n", n, s.summary(s.vars[n]))
		}
	default:
		msg := "unknown meta-command " + cmd
		var names []string
		for _, m := range MetaCommands {
			names = append(names, m.Name)
		}
		if near := wording.Nearest(cmd, names); near != "" {
			msg += "; did you mean " + near + "?"
		} else {
			msg += " (:help lists them)"
		}
		return fmt.Errorf("%s", msg)
	}
	return nil
}

// budgetText shows a memory budget ("off" for none).
func budgetText(n int64) string {
	if n <= 0 {
		return "off"
	}
	return wording.Bytes(n)
}

// syntaxHelp is the summary of the language shown by `:help syntax`.
const syntaxHelp = `Statements end at a newline or ';' (an open bracket or raw string continues).
  name = expr          bind (also: let name = expr)
  f(a, b) = expr       define a function (recursion allowed; :help f shows it)
  expr                 display the value
  assert expr[, "message"]
Values: integers of any size, true/false, "strings" (\n \t \" \\), ` + "`raw strings`" + `,
  tuples (r, c), lists [a, b], families {{1, 2}, {3}, {}} (sets of integers).
Operators, loosest first (left-associative; parentheses group):
  a if c else b   conditional (only the arm chosen is evaluated)
  or, and, not    on booleans, stopping once the answer is known
  == != <= >= < > equality; subfamily (<=, < proper) and superfamily; order
  | ^ - (+)       union, symmetric difference, difference (+ adds integers)
  &               intersection
  * / %           join {a ∪ b}, quotient, remainder (Minato's division)
Comprehensions: [expr for x in xs if cond for y in ys], over lists, tuples,
  strings and families (each set as a one-set family, in enumeration order).
Named arguments: sample(F, 5, seed: 1).  Comments start with '#'.
`

// Help returns the help text for topic ("" lists every builtin by
// topic; a builtin's name describes it; "syntax" summarises the language).
func Help(topic string) string {
	var b strings.Builder
	switch {
	case topic == "":
		b.WriteString("Builtins by topic (:help NAME for one, :help syntax for the language):\n")
		byTopic := map[string][]string{}
		var topics []string
		for _, bi := range Builtins() {
			if _, ok := byTopic[bi.Topic]; !ok {
				topics = append(topics, bi.Topic)
			}
			byTopic[bi.Topic] = append(byTopic[bi.Topic], bi.Name)
		}
		sort.Strings(topics)
		for _, t := range topics {
			line := fmt.Sprintf("  %-10s", t+":")
			for _, n := range byTopic[t] {
				if len(line)+1+len(n) > 78 {
					b.WriteString(line + "\n")
					line = strings.Repeat(" ", 12)
				}
				line += " " + n
			}
			b.WriteString(line + "\n")
		}
		b.WriteString("Meta-commands:\n")
		for _, m := range MetaCommands {
			fmt.Fprintf(&b, "  %-34s %s\n", m.Usage, m.Help)
		}
	case topic == "syntax":
		b.WriteString(syntaxHelp)
	case topic == "grammar":
		b.WriteString("The grammar of a statement (EBNF):\n" + Grammar() + "\n")
	default:
		name := strings.TrimSuffix(topic, "()")
		if bi, ok := table()[name]; ok {
			fmt.Fprintf(&b, "%s\n  %s\n  example: %s\n", bi.Signature(), bi.Help, bi.Example)
			return b.String()
		}
		for _, m := range MetaCommands {
			if m.Name == name || m.Name == ":"+name {
				return m.Usage + "\n  " + m.Help + "\n"
			}
		}
		found := false
		for _, bi := range Builtins() {
			if bi.Topic == name {
				if !found {
					fmt.Fprintf(&b, "%s:\n", name)
				}
				found = true
				fmt.Fprintf(&b, "  %s\n      %s\n", bi.Signature(), bi.Help)
			}
		}
		if !found {
			var names []string
			for n := range builtins {
				names = append(names, n)
			}
			msg := "no help for " + topic
			if near := wording.Nearest(name, names); near != "" {
				msg += "; did you mean " + near + "?"
			}
			b.WriteString(msg + "\n")
		}
	}
	return b.String()
}

// BuiltinsMarkdown returns the reference of every builtin, by topic, in
// Markdown (doc/builtins.md is this text).
func BuiltinsMarkdown() string {
	var b strings.Builder
	b.WriteString("# zq builtins\n\nEvery builtin of zq by topic, with its signature, what it does and an example\n")
	b.WriteString("(the tests run every example). In the REPL, `:help NAME` shows the same.\n")
	b.WriteString("Optional parameters are in brackets and are usually given by name (`seed: 1`).\n")
	topic := ""
	for _, bi := range Builtins() {
		if bi.Topic == "test" {
			continue
		}
		if bi.Topic != topic {
			topic = bi.Topic
			fmt.Fprintf(&b, "\n## %s\n\n", topic)
		}
		fmt.Fprintf(&b, "- `%s`  \n  %s  \n  example: `%s`\n", bi.Signature(), bi.Help, bi.Example)
	}
	return b.String()
}
