package bench

import (
	"html/template"
	"io"
	"strings"
)

// WriteHTML writes one self-contained HTML page: the charts (inline SVG),
// the summary, the differential report and the full table.
func (r *Report) WriteHTML(w io.Writer) error {
	charts, err := r.Charts()
	if err != nil {
		return err
	}
	type chartView struct {
		Name, Title string
		SVG         template.HTML // cites the paper's figure itself
	}
	var cv []chartView
	for _, c := range charts {
		svg := string(c.SVG)
		if i := strings.Index(svg, "<svg"); i > 0 {
			svg = svg[i:] // drop the XML prolog inside HTML
		}
		cv = append(cv, chartView{c.Name, c.Title, template.HTML(svg)})
	}
	return htmlTemplate().Execute(w, struct {
		R      *Report
		Charts []chartView
		Multi  bool
	}{r, cv, len(r.Configs) > 1})
}

// htmlTemplate parses the page's template. It is parsed when a page is
// written, not when the package is initialized: parsing it was 756
// allocations and ~0.2 ms of every simtc process's start-up, --help's
// included.
func htmlTemplate() *template.Template {
	return template.Must(template.New("report").Funcs(template.FuncMap{
		"ratio": fmtRatio,
		"eff":   fmtEff,
		"tx":    fmtTx,
		"mean":  fmtMean,
		"sts":   statuses,
	}).Parse(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>simtc bench</title>
<style>
body{font-family:sans-serif;margin:1.5em;color:#222}
table{border-collapse:collapse;font-size:13px;margin-bottom:1.5em}
td,th{border:1px solid #bbb;padding:2px 6px;text-align:right}
td.l,th.l{text-align:left}
tr.bad td{background:#fde0dc}
.fig{margin:1em 0 2em 0}
.fig svg{max-width:100%;height:auto;background:#fff}
</style></head><body>
<h1>simtc bench</h1>
<p>{{len .R.Kernels}} kernels × {{len .R.Variants}} mechanisms ({{range $i, $v := .R.Variants}}{{if $i}}, {{end}}{{$v}}{{end}}) × {{len .R.Configs}} config(s), {{.R.LayoutNote}}. Speedups and instruction counts are normalized to pdom; termination and final memory are compared with mimd. The mean SIMD efficiency is over the runs that finish ok, whose warp and thread instructions are given next to it.</p>
<h2>Summary</h2>
<table><tr><th class="l">mech</th>{{if .Multi}}<th class="l">config</th>{{end}}<th>ok</th><th>not ok</th><th>expect failed</th><th>compared</th><th>geomean speedup</th><th>geomean norm insts</th><th>warp insts</th><th>thread insts</th><th>mean SIMD eff</th></tr>
{{range .R.Summary}}<tr><td class="l">{{.Variant}}</td>{{if $.Multi}}<td class="l">{{.Config}}</td>{{end}}<td>{{.OK}}/{{.Kernels}}</td><td>{{sts .Statuses}}</td><td>{{.ExpectFailed}}</td><td>{{.Compared}}</td><td>{{mean .GeomeanSpeedup .Compared}}</td><td>{{mean .GeomeanNormInsts .Compared}}</td><td>{{.WarpInstructions}}</td><td>{{.ThreadInstructions}}</td><td>{{mean .MeanSIMDEfficiency .OK}}</td></tr>
{{end}}</table>
<h2>Differences from mimd</h2>
{{if .R.Differences}}<table><tr><th class="l">kernel</th>{{if .Multi}}<th class="l">config</th>{{end}}<th class="l">mech</th><th class="l">kind</th><th class="l">detail</th></tr>
{{range .R.Differences}}<tr class="bad"><td class="l">{{.Kernel}}</td>{{if $.Multi}}<td class="l">{{.Config}}</td>{{end}}<td class="l">{{.Variant}}</td><td class="l">{{.Kind}}</td><td class="l">{{.Detail}}</td></tr>
{{end}}</table>{{else}}<p>None: every mechanism terminates as mimd does, with the same final memory.</p>{{end}}
<h2>Charts</h2>
{{range .Charts}}<div class="fig" id="{{.Name}}"><h3>{{.Title}}</h3>{{.SVG}}</div>
{{end}}
<h2>All runs</h2>
<table><tr><th class="l">kernel</th><th class="l">mech</th>{{if .Multi}}<th class="l">config</th>{{end}}<th class="l">status</th><th>cycles</th><th>speedup</th><th>warp insts</th><th>norm insts</th><th>thread insts</th><th>SIMD eff</th><th>idle</th><th>tx/access</th><th class="l">expect</th></tr>
{{range .R.Rows}}<tr{{if or (ne .Status "ok") (eq .Expect "fail")}} class="bad"{{end}}><td class="l">{{.Kernel}}</td><td class="l">{{.Variant}}</td>{{if $.Multi}}<td class="l">{{.Config}}</td>{{end}}<td class="l">{{.Status}}</td><td>{{.Cycles}}</td><td>{{ratio .Speedup}}</td><td>{{.WarpInstructions}}</td><td>{{ratio .NormInsts}}</td><td>{{.ThreadInstructions}}</td><td>{{eff .SIMDEfficiency}}</td><td>{{.IdleIssueCycles}}</td><td>{{tx .TxPerAccess}}</td><td class="l">{{.Expect}}</td></tr>
{{end}}</table>
</body></html>
`))
}
