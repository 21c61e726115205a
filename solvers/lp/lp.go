// Package lp builds mixed integer linear programs, writes them in the
// CPLEX LP and free MPS formats and solves them with an external solver
// (cbc of coinor-cbc, or glpsol of glpk-utils).
package lp

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Var is a column of a Model.
type Var int

// Term is Coef times Var.
type Term struct {
	Var  Var
	Coef float64
}

// Op is the sense of a constraint.
type Op int

// Senses of constraints.
const (
	LE Op = iota // <=
	GE           // >=
	EQ           // =
)

func (o Op) lp() string {
	switch o {
	case LE:
		return "<="
	case GE:
		return ">="
	}
	return "="
}

// Row is one linear constraint.
type Row struct {
	Name  string
	Terms []Term
	Op    Op
	RHS   float64
}

type column struct {
	name   string
	binary bool
	lo, hi float64
	obj    float64
}

// Model is a minimisation problem over binary and bounded continuous
// variables.
type Model struct {
	Name string
	cols []column
	rows []Row
}

// Binary adds a 0/1 variable. Names must be unique and made of letters,
// digits and underscores, not starting with a digit.
func (m *Model) Binary(name string) Var {
	m.cols = append(m.cols, column{name: name, binary: true, hi: 1})
	return Var(len(m.cols) - 1)
}

// Continuous adds a variable bounded by lo and hi.
func (m *Model) Continuous(name string, lo, hi float64) Var {
	m.cols = append(m.cols, column{name: name, lo: lo, hi: hi})
	return Var(len(m.cols) - 1)
}

// SetObjective sets the coefficient of v in the objective (minimised).
func (m *Model) SetObjective(v Var, coef float64) { m.cols[v].obj = coef }

// Add appends a constraint and returns its index.
func (m *Model) Add(name string, terms []Term, op Op, rhs float64) int {
	m.rows = append(m.rows, Row{Name: name, Terms: append([]Term(nil), terms...), Op: op, RHS: rhs})
	return len(m.rows) - 1
}

// Vars returns the number of variables.
func (m *Model) Vars() int { return len(m.cols) }

func num(b []byte, x float64) []byte { return strconv.AppendFloat(b, x, 'g', -1, 64) }

// WriteLP writes m in the CPLEX LP format. Every variable appears in the
// objective (with coefficient 0 if need be) in the order of creation, so
// solvers number the columns in that order.
func (m *Model) WriteLP(w io.Writer) error {
	if len(m.cols) == 0 {
		return fmt.Errorf("lp: model %q has no variables", m.Name)
	}
	bw := bufio.NewWriterSize(w, 1<<16)
	if m.Name != "" {
		fmt.Fprintf(bw, "\\ %s\n", m.Name)
	}
	bw.WriteString("Minimize\n obj:")
	var b []byte
	for i, c := range m.cols {
		b = append(b[:0], ' ')
		if i > 0 || c.obj < 0 {
			if c.obj < 0 {
				b = append(b, "- "...)
			} else {
				b = append(b, "+ "...)
			}
		}
		b = num(b, max(c.obj, -c.obj))
		b = append(b, ' ')
		b = append(b, c.name...)
		if i%8 == 7 {
			b = append(b, "\n "...)
		}
		bw.Write(b)
	}
	bw.WriteString("\nSubject To\n")
	for _, r := range m.rows {
		fmt.Fprintf(bw, " %s:", r.Name)
		if len(r.Terms) == 0 {
			// A constraint needs a variable; 0 times the first one.
			r.Terms = []Term{{0, 0}}
		}
		for i, t := range r.Terms {
			b = append(b[:0], ' ')
			if t.Coef < 0 {
				b = append(b, "- "...)
			} else if i > 0 {
				b = append(b, "+ "...)
			}
			if a := max(t.Coef, -t.Coef); a != 1 {
				b = num(b, a)
				b = append(b, ' ')
			}
			b = append(b, m.cols[t.Var].name...)
			if i%8 == 7 {
				b = append(b, "\n "...)
			}
			bw.Write(b)
		}
		fmt.Fprintf(bw, " %s %s\n", r.Op.lp(), string(num(nil, r.RHS)))
	}
	bw.WriteString("Bounds\n")
	for _, c := range m.cols {
		if !c.binary {
			fmt.Fprintf(bw, " %s <= %s <= %s\n", num(nil, c.lo), c.name, num(nil, c.hi))
		}
	}
	bw.WriteString("Binary\n")
	for _, c := range m.cols {
		if c.binary {
			fmt.Fprintf(bw, " %s\n", c.name)
		}
	}
	bw.WriteString("End\n")
	return bw.Flush()
}

// WriteMPS writes m in the free MPS format (names longer than eight
// characters, so that readers of both the fixed and free layouts, such as
// cbc and glpsol --freemps, take it as free).
func (m *Model) WriteMPS(w io.Writer) error {
	bw := bufio.NewWriterSize(w, 1<<16)
	name := strings.ReplaceAll(m.Name, " ", "_")
	if name == "" {
		name = "model"
	}
	fmt.Fprintf(bw, "NAME %s\nROWS\n N obj\n", name)
	for _, r := range m.rows {
		t := "E"
		switch r.Op {
		case LE:
			t = "L"
		case GE:
			t = "G"
		}
		fmt.Fprintf(bw, " %s %s\n", t, r.Name)
	}
	// Columns need their entries grouped by column.
	type entry struct {
		row  int
		coef float64
	}
	byCol := make([][]entry, len(m.cols))
	for i, r := range m.rows {
		for _, t := range r.Terms {
			byCol[t.Var] = append(byCol[t.Var], entry{i, t.Coef})
		}
	}
	bw.WriteString("COLUMNS\n")
	inInt := false
	marker := 0
	for j, c := range m.cols {
		if c.binary != inInt {
			kind := "'INTORG'"
			if !c.binary {
				kind = "'INTEND'"
			}
			fmt.Fprintf(bw, " M%d 'MARKER' %s\n", marker, kind)
			marker++
			inInt = c.binary
		}
		fmt.Fprintf(bw, " %s obj %s\n", c.name, num(nil, c.obj))
		for _, e := range byCol[j] {
			fmt.Fprintf(bw, " %s %s %s\n", c.name, m.rows[e.row].Name, num(nil, e.coef))
		}
	}
	if inInt {
		fmt.Fprintf(bw, " M%d 'MARKER' 'INTEND'\n", marker)
	}
	bw.WriteString("RHS\n")
	for _, r := range m.rows {
		if r.RHS != 0 {
			fmt.Fprintf(bw, " RHS_VECTOR %s %s\n", r.Name, num(nil, r.RHS))
		}
	}
	bw.WriteString("BOUNDS\n")
	for _, c := range m.cols {
		if c.binary {
			fmt.Fprintf(bw, " UP BOUNDS_SET %s 1\n", c.name)
		} else {
			fmt.Fprintf(bw, " LO BOUNDS_SET %s %s\n UP BOUNDS_SET %s %s\n", c.name, num(nil, c.lo), c.name, num(nil, c.hi))
		}
	}
	bw.WriteString("ENDATA\n")
	return bw.Flush()
}
